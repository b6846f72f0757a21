/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Label_CourseInputs */

const en_error_label_course = /** @type {(inputs: Error_Label_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session`)
};

/**
* | output |
* | --- |
* | "Session" |
*
* @param {Error_Label_CourseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_course = /** @type {((inputs?: Error_Label_CourseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Label_CourseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_label_course(inputs)
});