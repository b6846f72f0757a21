/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closures_CaptionInputs */

const en_admin_closures_caption = /** @type {(inputs: Admin_Closures_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current and future office closures`)
};

/**
* | output |
* | --- |
* | "Current and future office closures" |
*
* @param {Admin_Closures_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closures_caption = /** @type {((inputs?: Admin_Closures_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closures_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closures_caption(inputs)
});