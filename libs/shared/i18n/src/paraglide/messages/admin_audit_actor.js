/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Audit_ActorInputs */

const en_admin_audit_actor = /** @type {(inputs: Admin_Audit_ActorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person (account id)`)
};

/**
* | output |
* | --- |
* | "Person (account id)" |
*
* @param {Admin_Audit_ActorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_audit_actor = /** @type {((inputs?: Admin_Audit_ActorInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Audit_ActorInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_audit_actor(inputs)
});