/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Closures_TitleInputs */

const en_admin_closures_title = /** @type {(inputs: Admin_Closures_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closures`)
};

/**
* | output |
* | --- |
* | "Closures" |
*
* @param {Admin_Closures_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closures_title = /** @type {((inputs?: Admin_Closures_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Closures_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_closures_title(inputs)
});