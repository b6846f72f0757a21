/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Applications_CaptionInputs */

const en_admin_applications_caption = /** @type {(inputs: Admin_Applications_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job applications`)
};

/**
* | output |
* | --- |
* | "Job applications" |
*
* @param {Admin_Applications_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_applications_caption = /** @type {((inputs?: Admin_Applications_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Applications_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_applications_caption(inputs)
});