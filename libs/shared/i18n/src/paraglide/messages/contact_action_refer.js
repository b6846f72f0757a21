/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Action_ReferInputs */

const en_contact_action_refer = /** @type {(inputs: Contact_Action_ReferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refer a friend`)
};

/**
* | output |
* | --- |
* | "Refer a friend" |
*
* @param {Contact_Action_ReferInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_refer = /** @type {((inputs?: Contact_Action_ReferInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Action_ReferInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_action_refer(inputs)
});