/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Signed_In_NoteInputs */

const en_referrals_signed_in_note = /** @type {(inputs: Referrals_Signed_In_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in: this referral goes straight to your dashboard.`)
};

/**
* | output |
* | --- |
* | "Signed in: this referral goes straight to your dashboard." |
*
* @param {Referrals_Signed_In_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_signed_in_note = /** @type {((inputs?: Referrals_Signed_In_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Signed_In_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_signed_in_note(inputs)
});