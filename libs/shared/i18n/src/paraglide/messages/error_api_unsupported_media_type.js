/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Unsupported_Media_TypeInputs */

const en_error_api_unsupported_media_type = /** @type {(inputs: Error_Api_Unsupported_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser sent the form in a way we could not read. Please reload the page and try again.`)
};

/**
* | output |
* | --- |
* | "Your browser sent the form in a way we could not read. Please reload the page and try again." |
*
* @param {Error_Api_Unsupported_Media_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unsupported_media_type = /** @type {((inputs?: Error_Api_Unsupported_Media_TypeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Unsupported_Media_TypeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_unsupported_media_type(inputs)
});