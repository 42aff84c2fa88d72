/** The first letter of the email address, as the avatar shows it (docs/spec.md §2). */
export function avatarInitial(email: string): string {
  return (email.trim().charAt(0) || '?').toUpperCase();
}
