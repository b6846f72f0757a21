/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Intakes_CaptionInputs */

const en_admin_intakes_caption = /** @type {(inputs: Admin_Intakes_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax intakes`)
};

/**
* | output |
* | --- |
* | "Tax intakes" |
*
* @param {Admin_Intakes_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_intakes_caption = /** @type {((inputs?: Admin_Intakes_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Intakes_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_intakes_caption(inputs)
});