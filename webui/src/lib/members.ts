// The other members of a group of servers, as this member last named them
// (GET /api/cluster/salud), kept so that the app can point its user to them
// when this member stops answering.
const MEMBERS_KEY = 'sgc.miembros';

/** Remembers the other members' addresses (none for a single machine). */
export function rememberMembers(others: string[] | undefined): void {
  if (others?.length) localStorage.setItem(MEMBERS_KEY, JSON.stringify(others));
  else localStorage.removeItem(MEMBERS_KEY);
}

/** The other members last named, as links to their sign-in. */
export function knownMembers(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(MEMBERS_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/** What to say when the server does not answer: another member, when one is known. */
export function unreachableMessage(fallback: string): string {
  const others = knownMembers();
  if (!others.length) return fallback;
  const scheme = window.location.protocol;
  return `Este servidor no responde; use otro miembro del grupo: ${others.map((a) => `${scheme}//${a}`).join(', ')}`;
}
