/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Field_Friend_NameInputs */

const en_referrals_field_friend_name = /** @type {(inputs: Referrals_Field_Friend_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's name`)
};

/**
* | output |
* | --- |
* | "Friend's name" |
*
* @param {Referrals_Field_Friend_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_field_friend_name = /** @type {((inputs?: Referrals_Field_Friend_NameInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Field_Friend_NameInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_field_friend_name(inputs)
});