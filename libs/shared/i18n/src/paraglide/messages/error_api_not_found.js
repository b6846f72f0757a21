/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Not_FoundInputs */

const en_error_api_not_found = /** @type {(inputs: Error_Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find this. The link may be wrong or out of date.`)
};

/**
* | output |
* | --- |
* | "We could not find this. The link may be wrong or out of date." |
*
* @param {Error_Api_Not_FoundInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_not_found = /** @type {((inputs?: Error_Api_Not_FoundInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Not_FoundInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_not_found(inputs)
});