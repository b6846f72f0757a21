/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_ForbiddenInputs */

const en_error_api_forbidden = /** @type {(inputs: Error_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot do this. If you think it should, ask a member of staff.`)
};

/**
* | output |
* | --- |
* | "Your account cannot do this. If you think it should, ask a member of staff." |
*
* @param {Error_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_forbidden = /** @type {((inputs?: Error_Api_ForbiddenInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_ForbiddenInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_forbidden(inputs)
});