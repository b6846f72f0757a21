/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_ConfirmInputs */

const en_admin_cancel_confirm = /** @type {(inputs: Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this appointment? The client is told by email.`)
};

/**
* | output |
* | --- |
* | "Cancel this appointment? The client is told by email." |
*
* @param {Admin_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_confirm = /** @type {((inputs?: Admin_Cancel_ConfirmInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_ConfirmInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_cancel_confirm(inputs)
});