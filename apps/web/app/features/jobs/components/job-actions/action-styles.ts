/**
 * The secondary actions of the bar: on a phone three equal cells with the icon above the word, so that long words
 * ("Sauvegarder") fit 360 px; from `sm` up icon and word side by side. `!` wins over the button's own padding and size.
 */
export const actionButtonClass = 'flex-col gap-1 !px-2 !text-sm sm:flex-row sm:gap-2 sm:!px-4 sm:!text-base';
