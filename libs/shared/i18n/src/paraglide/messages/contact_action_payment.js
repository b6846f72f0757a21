/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Action_PaymentInputs */

const en_contact_action_payment = /** @type {(inputs: Contact_Action_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a payment`)
};

/**
* | output |
* | --- |
* | "Make a payment" |
*
* @param {Contact_Action_PaymentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_payment = /** @type {((inputs?: Contact_Action_PaymentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Action_PaymentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_action_payment(inputs)
});