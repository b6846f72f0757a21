/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Secure_NoteInputs */

const en_payment_secure_note = /** @type {(inputs: Payment_Secure_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are processed securely by Stripe. Your card details go straight to the payment processor and are never stored by us.`)
};

/**
* | output |
* | --- |
* | "Card payments are processed securely by Stripe. Your card details go straight to the payment processor and are never stored by us." |
*
* @param {Payment_Secure_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_secure_note = /** @type {((inputs?: Payment_Secure_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Secure_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_secure_note(inputs)
});