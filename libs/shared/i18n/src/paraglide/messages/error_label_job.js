/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Label_JobInputs */

const en_error_label_job = /** @type {(inputs: Error_Label_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job`)
};

/**
* | output |
* | --- |
* | "Job" |
*
* @param {Error_Label_JobInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_job = /** @type {((inputs?: Error_Label_JobInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Label_JobInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_label_job(inputs)
});