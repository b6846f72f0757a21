/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_Refused_SelfInputs */

const en_admin_person_refused_self = /** @type {(inputs: Admin_Person_Refused_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot remove your own staff role: ask another staff member.`)
};

/**
* | output |
* | --- |
* | "You cannot remove your own staff role: ask another staff member." |
*
* @param {Admin_Person_Refused_SelfInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_refused_self = /** @type {((inputs?: Admin_Person_Refused_SelfInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_Refused_SelfInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_refused_self(inputs)
});