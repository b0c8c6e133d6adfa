// The calls of docs/api.md "Auth and account" that the account screens make, typed, through the one
// httpClient, and the react-query keys their answers are cached under. Sign-in, registration
// and sign-out belong to the authProvider.
import type { InvitationAnswer, InvitationLink, ReceivedInvitation, TwoFactorQrCode, Device } from '../../shared/account.ts';
import type { MeResponse } from '../../shared/api.ts';
import type { ChangePasswordBody, ProfileBody } from '../../shared/schemas/account.ts';
import type { ConfirmTwoFactorBody } from '../../shared/schemas/auth.ts';
import { apiRequest } from '../providers/httpClient.ts';

export const accountQueryKeys = {
  profile: ['account', 'profile'],
  devices: ['account', 'devices'],
  invitations: ['account', 'invitations'],
  invitationLink: (token: string) => ['account', 'invitation-link', token],
  emailVerification: (token: string) => ['account', 'email-verification', token],
  twoFactorSetup: ['account', 'two-factor', 'setup'],
} as const;

interface DataOf<T> {
  data: T;
}

export async function fetchProfile(): Promise<MeResponse['data']> {
  return (await apiRequest<MeResponse>({ path: 'auth/me' })).data;
}

/** `version`: the profile's updated_at the edit is based on (docs/api.md "Versions"). */
export async function updateProfile(body: ProfileBody, version?: string): Promise<MeResponse['data']> {
  return (await apiRequest<MeResponse>({ method: 'PATCH', path: 'auth/profile', data: { ...body, updated_at: version } })).data;
}

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return apiRequest({ method: 'PATCH', path: 'auth/change-password', data: { ...body } });
}

export async function fetchDevices(): Promise<Device[]> {
  return (await apiRequest<DataOf<Device[]>>({ path: 'auth/devices' })).data;
}

export function revokeDevice(id: number): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: ['auth/devices', id] });
}

export async function fetchInvitations(): Promise<ReceivedInvitation[]> {
  return (await apiRequest<DataOf<ReceivedInvitation[]>>({ path: 'auth/invites' })).data;
}

export function answerInvitation(organizationId: number, accept: boolean): Promise<InvitationAnswer> {
  return apiRequest<InvitationAnswer>({ method: 'POST', path: ['auth/invites', organizationId], data: { accept } });
}

// The secrets of mailed links travel in bodies: an address would keep them in logs and history.

/** The invitation a mailed link opens; anyone holding the link may look, signed in or not. */
export async function fetchInvitationLink(token: string): Promise<InvitationLink> {
  return (await apiRequest<DataOf<InvitationLink>>({ method: 'POST', path: 'auth/invitation-link', data: { token }, authenticated: false }))
    .data;
}

export function answerInvitationLink(token: string, accept: boolean): Promise<InvitationAnswer> {
  return apiRequest<InvitationAnswer>({ method: 'POST', path: 'auth/invitation-link/answer', data: { token, accept } });
}

export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>({
    method: 'POST',
    path: 'auth/verify-email',
    data: { token },
    authenticated: false,
    reportAccessDenied: false,
  });
}

export function resendVerificationLink(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>({ method: 'POST', path: 'auth/email/verification-notification' });
}

/** Starts enabling 2FA (a new, unconfirmed secret) and returns its QR code. */
export async function startTwoFactorSetup(): Promise<TwoFactorQrCode> {
  await apiRequest({ method: 'POST', path: 'auth/2fa/two-factor-authentication' });
  return apiRequest<TwoFactorQrCode>({ path: 'auth/2fa/two-factor-qr-code' });
}

/** Turns 2FA on (signing the other devices out) and answers the recovery codes, to be shown once. */
export async function confirmTwoFactor(body: ConfirmTwoFactorBody): Promise<string[]> {
  return (await apiRequest<DataOf<string[]>>({ method: 'POST', path: 'auth/2fa/confirmed-two-factor-authentication', data: { ...body } }))
    .data;
}

// The password of the calls below travels in the BODY, never in a URL (server logs, history):
// the server refuses one in the query. The DELETE goes as a POST with `_method` in its body,
// since the client's DELETE sends its data in the query.

export function disableTwoFactor(password: string): Promise<unknown> {
  return apiRequest({ method: 'POST', path: 'auth/2fa/two-factor-authentication', data: { _method: 'DELETE', password } });
}

export async function fetchRecoveryCodes(password: string): Promise<string[]> {
  return (await apiRequest<DataOf<string[]>>({ method: 'POST', path: 'auth/2fa/two-factor-recovery-codes/show', data: { password } })).data;
}

export async function regenerateRecoveryCodes(password: string): Promise<string[]> {
  return (await apiRequest<DataOf<string[]>>({ method: 'POST', path: 'auth/2fa/two-factor-recovery-codes', data: { password } })).data;
}
