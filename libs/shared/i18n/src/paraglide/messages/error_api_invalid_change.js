/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Invalid_ChangeInputs */

const en_error_api_invalid_change = /** @type {(inputs: Error_Api_Invalid_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This change cannot be saved. Please check the fields and try again.`)
};

/**
* | output |
* | --- |
* | "This change cannot be saved. Please check the fields and try again." |
*
* @param {Error_Api_Invalid_ChangeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_invalid_change = /** @type {((inputs?: Error_Api_Invalid_ChangeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Invalid_ChangeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_invalid_change(inputs)
});