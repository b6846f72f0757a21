/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Cards_NoteInputs */

const en_payment_cards_note = /** @type {(inputs: Payment_Cards_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We accept all major credit cards: Visa, Mastercard, American Express and Discover.`)
};

/**
* | output |
* | --- |
* | "We accept all major credit cards: Visa, Mastercard, American Express and Discover." |
*
* @param {Payment_Cards_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_cards_note = /** @type {((inputs?: Payment_Cards_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Cards_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_cards_note(inputs)
});