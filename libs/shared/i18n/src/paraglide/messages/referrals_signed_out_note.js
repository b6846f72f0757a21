/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Signed_Out_NoteInputs */

const en_referrals_signed_out_note = /** @type {(inputs: Referrals_Signed_Out_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not signed in: we email you a link to add this referral to your dashboard.`)
};

/**
* | output |
* | --- |
* | "Not signed in: we email you a link to add this referral to your dashboard." |
*
* @param {Referrals_Signed_Out_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_signed_out_note = /** @type {((inputs?: Referrals_Signed_Out_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Signed_Out_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_signed_out_note(inputs)
});