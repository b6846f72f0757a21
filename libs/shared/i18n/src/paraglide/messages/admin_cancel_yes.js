/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_YesInputs */

const en_admin_cancel_yes = /** @type {(inputs: Admin_Cancel_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel it`)
};

/**
* | output |
* | --- |
* | "Yes, cancel it" |
*
* @param {Admin_Cancel_YesInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_yes = /** @type {((inputs?: Admin_Cancel_YesInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_YesInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_cancel_yes(inputs)
});