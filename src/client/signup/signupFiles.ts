// What the signup's file pickers offer; the server decides by content (PDF, JPEG, PNG; ≤ 10 MB).
export const SIGNUP_FILE_TYPES = 'application/pdf,image/jpeg,image/png';
