/**
 * Whether the visitor has dismissed the award announcement during this visit. Kept in
 * sessionStorage, so the modal greets each visit once and does not come back every time the
 * visitor returns to the home page; a new tab or a new visit shows it again.
 */
const DISMISSED_KEY = 'harmoni.award-modal.dismissed';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // storage blocked (privacy settings): the modal then shows on every arrival
    return undefined;
  }
}

export function awardModalDismissed(storage = sessionStore()): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAwardModalDismissed(storage = sessionStore()): void {
  try {
    storage?.setItem(DISMISSED_KEY, 'true');
  } catch {
    // nothing to remember it in: the modal shows again next time, which is harmless
  }
}
