import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone?: 'default' | 'destructive';
}

type ShowToast = (message: Omit<ToastMessage, 'id'>) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** One toast at a time, closed after 5 s; F8 focuses the viewport (Radix defaults, spec-core section 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const showToast = useCallback<ShowToast>((next) => setMessage({ ...next, id: Date.now() }), []);
  const value = useMemo(() => showToast, [showToast]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={5000} swipeDirection="down">
        {children}
        {message && (
          <Toast.Root
            key={message.id}
            onOpenChange={(open) => !open && setMessage(null)}
            className={`animate-rise-in rounded-2xl px-4 py-3 shadow-lg ${
              message.tone === 'destructive' ? 'bg-rose-600 text-white' : 'bg-slate-900 text-white'
            }`}
          >
            <Toast.Title className="font-semibold">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>}
          </Toast.Root>
        )}
        <Toast.Viewport className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-[min(92vw,24rem)] flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside ToastProvider');
  return showToast;
}
