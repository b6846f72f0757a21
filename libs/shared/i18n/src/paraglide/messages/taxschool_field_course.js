/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_Field_CourseInputs */

const en_taxschool_field_course = /** @type {(inputs: Taxschool_Field_CourseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

/**
* | output |
* | --- |
* | "Course" |
*
* @param {Taxschool_Field_CourseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_field_course = /** @type {((inputs?: Taxschool_Field_CourseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Field_CourseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_field_course(inputs)
});