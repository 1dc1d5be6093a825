/**
 * The avatars a member may pick without uploading: jerseys in eight club colours, drawn here so
 * that we ship no third-party images. Served at /avatars/<n>.svg.
 */
const JERSEY_COLOURS = [
  ['#d4203a', '#ffffff'],
  ['#1c4fa3', '#ffffff'],
  ['#0f8a4b', '#f5d90a'],
  ['#111827', '#f5d90a'],
  ['#f97316', '#111827'],
  ['#7c3aed', '#ffffff'],
  ['#e5e7eb', '#1c4fa3'],
  ['#0ea5e9', '#111827'],
] as const;

export const AVATAR_COUNT = JERSEY_COLOURS.length;

export function avatarPaths(): string[] {
  return JERSEY_COLOURS.map((_, index) => `/avatars/${index + 1}.svg`);
}

export function avatarSvg(number: number): string | null {
  const colours = JERSEY_COLOURS[number - 1];
  if (!colours) return null;
  const [shirt, trim] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" rx="48" fill="#f1f5f9"/>
<path d="M30 22l10-4h16l10 4 14 12-8 10-6-4v36H30V40l-6 4-8-10z" fill="${shirt}" stroke="${trim}" stroke-width="3" stroke-linejoin="round"/>
<path d="M40 18c2 6 14 6 16 0" fill="none" stroke="${trim}" stroke-width="3"/>
<text x="48" y="64" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="22" fill="${trim}">${number}</text>
</svg>`;
}
