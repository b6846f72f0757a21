/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Field_Friend_PhoneInputs */

const en_referrals_field_friend_phone = /** @type {(inputs: Referrals_Field_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's phone (optional)`)
};

/**
* | output |
* | --- |
* | "Friend's phone (optional)" |
*
* @param {Referrals_Field_Friend_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_friend_phone = /** @type {((inputs?: Referrals_Field_Friend_PhoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Field_Friend_PhoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_field_friend_phone(inputs)
});