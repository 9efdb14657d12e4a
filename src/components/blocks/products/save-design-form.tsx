import { updateWishlistAction } from '../../../actions/wishlist.ts';
import type { Translate } from '../../../lib/i18n/get-translator.ts';
import { Icon } from '../../ui/image/icon.tsx';

/**
 * "Save" (Merken) on a design: a form post that adds it to the visitor's wishlist, or removes it
 * when it is saved already (`aria-pressed`, and the text says "Saved"). The design's name is in
 * the button's name, so a grid of them reads apart. Works the same with and without JavaScript.
 */
export function SaveDesignForm({ designId, name, saved, returnTo, t, className = 'save-design' }: { designId: string; name: string; saved: boolean; returnTo: string; t: Translate; className?: string }) {
  return (
    <form action={updateWishlistAction} className={className}>
      <input type="hidden" name="designId" value={designId} />
      <input type="hidden" name="saved" value={saved ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="save-design__button" aria-pressed={saved}>
        <Icon name="heart" className={saved ? 'save-design__icon save-design__icon--saved' : 'save-design__icon'} />
        <span>{t(saved ? 'wishlist.saved' : 'wishlist.save')}</span>
        <span className="visually-hidden">: {name}</span>
      </button>
    </form>
  );
}
