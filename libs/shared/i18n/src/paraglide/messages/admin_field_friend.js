/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_FriendInputs */

const en_admin_field_friend = /** @type {(inputs: Admin_Field_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend`)
};

/**
* | output |
* | --- |
* | "Friend" |
*
* @param {Admin_Field_FriendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_friend = /** @type {((inputs?: Admin_Field_FriendInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_FriendInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_friend(inputs)
});