import { useToastStore } from '@huron/web/data-access';
import { ToastView } from '@huron/web/ui';

export function ToastHost() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return <ToastView toast={current} onDismiss={dismiss} />;
}
