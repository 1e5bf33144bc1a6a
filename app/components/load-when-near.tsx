import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * Renders its children (lazily loaded parts at the end of a page) once the reader scrolls near them; until then a
 * placeholder of the given size holds their place. Their code then stays out of the page's first load, which is how
 * result pages keep within the 140 KB budget (decision 0036). Only for parts that load their data in the
 * browser anyway.
 */
export function LoadWhenNear({ name, reservedClassName, children }: { name: string; reservedClassName: string; children: React.ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(([entry]) => entry!.isIntersecting && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reserved = <div ref={placeholder} className={reservedClassName} aria-hidden="true" data-load-when-near={name} />;
  if (!near) return reserved;
  return <Suspense fallback={reserved}>{children}</Suspense>;
}

/** A component whose code loads, and which renders, once the reader nears it (see LoadWhenNear). */
export function deferUntilNear<Props extends object>(load: () => Promise<ComponentType<Props>>, name: string, reservedClassName: string) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: Props) {
    return (
      <LoadWhenNear name={name} reservedClassName={reservedClassName}>
        <Component {...props} />
      </LoadWhenNear>
    );
  };
}
