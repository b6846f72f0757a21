/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Action_Submit_InfoInputs */

const en_contact_action_submit_info = /** @type {(inputs: Contact_Action_Submit_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit your tax information`)
};

/**
* | output |
* | --- |
* | "Submit your tax information" |
*
* @param {Contact_Action_Submit_InfoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_submit_info = /** @type {((inputs?: Contact_Action_Submit_InfoInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Action_Submit_InfoInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_action_submit_info(inputs)
});