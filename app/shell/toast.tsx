import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  tone?: 'default' | 'destructive';
}

type ShowToast = (message: Omit<ToastMessage, 'id'>) => void;

const ToastContext = createContext<ShowToast | null>(null);
const ToastView = lazy(() => import('./toast-view'));

/**
 * At most one toast: a new message replaces the current one. The Radix toast code loads with the first message,
 * so pages that never show one do not pay for it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const showToast = useCallback<ShowToast>((next) => setMessage({ ...next, id: Date.now() }), []);
  const close = useCallback(() => setMessage(null), []);
  return (
    <ToastContext.Provider value={showToast}>
      {children}
      {message && (
        <Suspense fallback={null}>
          <ToastView message={message} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside ToastProvider');
  return showToast;
}
