/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Submission_Too_LargeInputs */

const en_error_api_submission_too_large = /** @type {(inputs: Error_Api_Submission_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The files you added are too large together.`)
};

/**
* | output |
* | --- |
* | "The files you added are too large together." |
*
* @param {Error_Api_Submission_Too_LargeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_submission_too_large = /** @type {((inputs?: Error_Api_Submission_Too_LargeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Submission_Too_LargeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_submission_too_large(inputs)
});