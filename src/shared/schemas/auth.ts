// Request bodies of the sign-in calls; the server validates with them, the login form reuses them.
import { z } from 'zod';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'The email field is required.').max(254).email('The email must be a valid email address.'),
  password: z.string().min(1, 'The password field is required.').max(1024),
  device_name: z.string().trim().min(1, 'The device name field is required.').max(255),
});
export type LoginBody = z.infer<typeof loginBody>;
