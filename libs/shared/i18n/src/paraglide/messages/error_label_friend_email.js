/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Label_Friend_EmailInputs */

const en_error_label_friend_email = /** @type {(inputs: Error_Label_Friend_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friend's email`)
};

/**
* | output |
* | --- |
* | "Friend's email" |
*
* @param {Error_Label_Friend_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_friend_email = /** @type {((inputs?: Error_Label_Friend_EmailInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Label_Friend_EmailInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_label_friend_email(inputs)
});