/** Up to two initials of a name, for an avatar without a picture ('Alex Rep' → 'AR'). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
