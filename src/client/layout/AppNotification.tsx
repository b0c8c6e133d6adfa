// Notifications sit bottom-right and stay 5 seconds (docs/product.md section 9).
import { Notification } from 'react-admin';

export const NOTIFICATION_TIMEOUT_MS = 5000;

export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={NOTIFICATION_TIMEOUT_MS} />;
}
