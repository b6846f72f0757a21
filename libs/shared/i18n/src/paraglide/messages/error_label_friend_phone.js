/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Label_Friend_PhoneInputs */

const en_error_label_friend_phone = /** @type {(inputs: Error_Label_Friend_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's phone`)
};

/**
* | output |
* | --- |
* | "Friend's phone" |
*
* @param {Error_Label_Friend_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_friend_phone = /** @type {((inputs?: Error_Label_Friend_PhoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Label_Friend_PhoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_label_friend_phone(inputs)
});