/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Unprocessable_EntityInputs */

const en_error_api_unprocessable_entity = /** @type {(inputs: Error_Api_Unprocessable_EntityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some answers need a change. Please check the fields and try again.`)
};

/**
* | output |
* | --- |
* | "Some answers need a change. Please check the fields and try again." |
*
* @param {Error_Api_Unprocessable_EntityInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unprocessable_entity = /** @type {((inputs?: Error_Api_Unprocessable_EntityInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Unprocessable_EntityInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_unprocessable_entity(inputs)
});