/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Success_Submit_InfoInputs */

const en_contact_success_submit_info = /** @type {(inputs: Contact_Success_Submit_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to start your return? Submit your tax information`)
};

/**
* | output |
* | --- |
* | "Ready to start your return? Submit your tax information" |
*
* @param {Contact_Success_Submit_InfoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_success_submit_info = /** @type {((inputs?: Contact_Success_Submit_InfoInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Success_Submit_InfoInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_success_submit_info(inputs)
});