/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Field_Friend_EmailInputs */

const en_referrals_field_friend_email = /** @type {(inputs: Referrals_Field_Friend_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's email`)
};

/**
* | output |
* | --- |
* | "Friend's email" |
*
* @param {Referrals_Field_Friend_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_friend_email = /** @type {((inputs?: Referrals_Field_Friend_EmailInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Field_Friend_EmailInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_field_friend_email(inputs)
});