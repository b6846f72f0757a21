/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_CaptionInputs */

const en_admin_groups_caption = /** @type {(inputs: Admin_Groups_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group registrations`)
};

/**
* | output |
* | --- |
* | "Group registrations" |
*
* @param {Admin_Groups_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_groups_caption = /** @type {((inputs?: Admin_Groups_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_groups_caption(inputs)
});