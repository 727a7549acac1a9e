export { createEmergencyNotices, type EmergencyNotice, type EmergencyNotices } from './emergency';
