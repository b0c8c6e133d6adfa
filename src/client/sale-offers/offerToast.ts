// Where the offer flow's notifications show: at the top. The flow's Add, Next and Save buttons sit
// at the foot of the screen (the units step's footer sticks there), right where the app's
// notifications appear (bottom-right, docs/product.md section 9), and a toast there covered the
// very button the person reaches for next.
import type { NotificationOptions } from 'react-admin';

export const OFFER_TOAST: NotificationOptions = { anchorOrigin: { vertical: 'top', horizontal: 'center' } };
