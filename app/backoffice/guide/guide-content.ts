/** The back-office guide, written for the company's staff. Used by /admin/documentation and /admin/help. */

export type GuideSection = { id: string; title: string; paragraphs: string[]; steps?: string[] }

export const GUIDE_SECTIONS: GuideSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    paragraphs: [
      'The back-office is where you change everything visitors see on the website. “Save” puts a change on the website at once. To prepare a change first, “Save as draft” keeps it off the website until you publish it, preview it or share it (see Drafts and previews), or schedule it for later (see Scheduling changes). Every save keeps a version you can go back to (History), and a deleted item waits 30 days in the Trash.',
      'The sidebar leads to each area, grouped: Content (what the website shows: the home page, services, categories, team, partners, clients), Audience (messages, the newsletter, privacy requests), Site (settings, redirects) and System (staff, the audit log, the outbox, backups). You see only the groups your role allows. On a small screen, open it with the menu button at the top left. On a computer you can shrink it to icons with the button beside the title; the back-office remembers your choice.',
      '“View website” at the top opens the public website in a new tab, to check a change (on a phone it is the arrow icon beside the bell).',
      'The dashboard shows a card for each area with how many items it holds. The bell at the top right counts unread messages from the contact form.',
    ],
  },
  {
    id: 'unsaved-changes',
    title: 'Your typing is kept',
    paragraphs: [
      'Every form keeps what you type in this browser as you go, a second or so behind. If the tab is closed, the computer crashes or the page reloads before you save, open the same form again: it asks “Restore unsaved changes from 14:32?”. Press “Restore” to get your text back, or “Discard” to start from what is saved. Passwords are never kept.',
      'Leaving a form with changes you have not saved asks “Discard unsaved changes?” first, however you leave: Escape, a click outside the window, Cancel, the sidebar, another page, a reload or closing the tab. “Keep editing” takes you back; “Discard” throws the changes away.',
      'If your session expires while you work, a dialog asks for your password (and your two-factor code, if you use one). Sign in there and your save goes through with everything you typed. Choosing “Sign out” instead keeps your typing in this browser, offered back when you open the form again.',
    ],
  },
  {
    id: 'formatting',
    title: 'Formatting text',
    paragraphs: [
      'Longer texts shown on the website — a service’s Details, a category’s Long description and Details, an event’s Details — are written in an editor with a toolbar, as in a word processor. Select words and press a button, or use the keyboard: Ctrl+B bold, Ctrl+I italic, Ctrl+K link (⌘ on a Mac). Headings, bulleted and numbered lists and quotes are on the toolbar too; Shift+Enter starts a new line without a new paragraph.',
      'To add a link, select the words and press the link button (or Ctrl+K), type the address and press “Save link”. “example.com” becomes a web link and an e-mail address a mail link; for a phone number type tel: before it. Leave the address empty to remove a link.',
      'Text pasted from Word, Google Docs or a web page keeps its headings, bold, italic, lists and links; fonts, colours and sizes are left out, so it looks like the rest of the website.',
      'A hero slide’s title is one line. Select words and press “Accent” (or Ctrl+Shift+H) to show them in orange on the home page; the preview under the title shows how it will look.',
      'Plain text fields with a limit count the characters as you type (for example “120 / 500”).',
    ],
  },
  {
    id: 'drafts',
    title: 'Drafts and previews',
    paragraphs: [
      'To prepare a change without putting it on the website yet, press “Save as draft” beside “Save” in an item’s edit window. The form is checked as for a save; the website keeps showing the published version, and the list marks the item “Draft”.',
      'Drafts are offered in the edit windows of services, categories, team members, partners and clients, and on the “Hero slides” and “FAQ” tabs of the Home page screen. A category’s events and products, the figures and the settings are saved straight to the website.',
      'The company has one draft for its hero images and its FAQ: “Save as draft” on one of the two tabs keeps what the draft holds for the other, and the notice says when the draft changes the other tab too. “Publish” puts all of it on the website; “Save Hero Settings” (or “Save Settings” on the FAQ tab) puts only that tab’s part on the website and leaves the rest in the draft.',
      'Opening the item again shows the draft, with a notice at the top: who saved it and when. “Publish” puts the draft on the website; “Discard draft” throws it away and shows the published version again; “Preview” opens the page as it will look, in a new tab, under a “Preview — not published” bar. That address works for 30 minutes for anyone who has it, signed in or not, and cannot be withdrawn: keep it to yourself, and use “Share…” for others.',
      '“Share…” makes a link for someone without an account (a client, a colleague) that shows the draft for 1, 7 or 30 days. Copy it when it is made: it is shown only once. The list under it says who made each link, until when it works and how often it was opened; “Revoke” stops a link at once.',
      'Pressing “Save” while a draft is open saves what the form shows and puts it on the website, so the draft has nothing left to say: it is discarded, and the message says so.',
      'A new service, category, team member or client can start as a draft too: press “Save as draft” in its Add window. It is added hidden from the website, marked “Draft” in the list, until you publish it. Since it was never published, its notice offers “Delete draft” instead of “Discard draft”: that moves it to the Trash.',
    ],
  },
  {
    id: 'ordering',
    title: 'Putting lists in order',
    paragraphs: [
      'Categories, a category’s products, team members, partners, hero slides, FAQ questions, and a service’s images and features appear on the website in the order you give them. Each item has a handle (six dots) and up and down arrows.',
      'Drag an item by its handle with the mouse or a finger, or press its arrows to move it one place. With the keyboard: move to the handle with Tab, press Space to pick the item up, the arrow keys to move it, Space to drop it, or Escape to put it back. Screen readers say which item moved and where to.',
      'Categories, products, team members and partners are saved as soon as you move them. Hero slides, questions, and a service’s images and features are part of their form: press its save button to keep the new order.',
    ],
  },
  {
    id: 'services',
    title: 'Services',
    paragraphs: [
      'Services are the cards in the “Services” section of the home page; each has its own page with a gallery and a list of features.',
      'Only active services are shown on the website. Use the status switch in the table to hide a service without deleting it.',
    ],
    steps: [
      'Open Services and press “Add Service”.',
      'Give it a title and a short description (both required). The short description appears on the home page card, cut to 100 characters.',
      'Add images: the first one becomes the main image unless you choose another with the star button. Drag the additional images by their handle (or use the arrows under them) to set the gallery’s order.',
      'List the features: “Add feature” adds a line (Enter in the last line adds the next), and the handle or arrows beside each line set their order. Write the Details if the page needs more (see “Formatting text”), and press save.',
    ],
  },
  {
    id: 'categories',
    title: 'Categories, events and products',
    paragraphs: [
      'Categories group your products and events. Each active category has a card on the home page and its own page.',
      'The Order column sets the order of the home page: drag a category by its handle, or press its up and down arrows. Each move is saved at once. A category’s products are ordered the same way in its window.',
      'Open a category with the eye button to manage its events (trade fairs, training days, open houses) and its products. Events with a date in the future are shown as upcoming; the others, and those without a date, as past events.',
      'A product without a price shows “Contact us” on the website. Mark products as New or Eco-friendly to give them a badge.',
    ],
  },
  {
    id: 'people',
    title: 'Team, partners and clients',
    paragraphs: [
      'Team members appear in the “Our Team” section, active members only. Each needs a name, position, job title, description and e-mail address.',
      'Partners appear as logos; a visitor who clicks one sees its description and a link to its website.',
      'Team members and partners appear on the website in the order of their tables: drag a row by its handle, or use its up and down arrows, and the move is saved at once. New ones go last.',
      'Clients are the testimonials carousel. A client needs a name, e-mail address, testimonial and photo. “Activate All Clients” makes every inactive testimonial visible at once.',
    ],
  },
  {
    id: 'history',
    title: 'History: earlier versions',
    paragraphs: [
      'Every save keeps a version of the item. Open an item with its edit button and press “History” at the bottom of the window (for the company’s details: “History” at the top of Company Settings or of the Home page screen).',
      'The versions are listed newest first, with who made each and when; the newest is marked “Current”. Choose one to see what differs from the current version: removed words are marked in red, added words in green, and changed images are shown side by side. “Compare with” compares it with any other version.',
      'Restoring a version brings back its fields and its parts (a category’s events and products, a service’s gallery). The current version is not lost: it stays in the history, and the restore is a version of its own, recorded in the audit log. The edit window closes after a restore; open it again to see the restored values.',
    ],
    steps: [
      'Open the item’s edit window and press “History”.',
      'Choose the version you want back and check its changes.',
      'Press “Restore this version” and confirm.',
    ],
  },
  {
    id: 'scheduled',
    title: 'Scheduling changes',
    paragraphs: [
      'You can have a change made later, at a time you choose: activate or deactivate a service, category, team member or client (for example a seasonal offer that starts on Monday at 9:00), or publish an item’s draft.',
      'Times are in your own time zone, named next to the field; colleagues elsewhere see the same moment in theirs. The change happens on time even if nobody is signed in, and if the website was offline at that moment it happens as soon as it is back. A list you have open shows it as soon as it is made (as it shows a colleague’s changes), without reloading the page.',
      'The change is recorded in the audit log under your name, as if you had made it yourself. Scheduled in the sidebar lists every planned change; a change more than a minute late is marked Overdue, and the dashboard says so.',
    ],
    steps: [
      'Open the item’s edit window and press “Schedule…”.',
      'Choose the action and the date and time, and press “Schedule”.',
      'To move or cancel it, use “Change” or “Cancel” in the same window, or on the Scheduled screen.',
    ],
  },
  {
    id: 'redirects',
    title: 'Redirects and missing pages',
    paragraphs: [
      'When a service’s or category’s title changes, its address changes with it, and the old address keeps working by itself: the Redirects screen lists these as “Automatic”, always pointing at the item’s current address. They are kept for you and cannot be edited or deleted. When a page moves or is removed otherwise, old links, bookmarks and search results still point at its address. A redirect sends whoever asks for that address to the page that replaced it, on this website or elsewhere. Open Redirects in the sidebar to add one: “From” is the old address (such as /summer-sale), “To” the new one (/offers, or a full address starting with https://).',
      'Choose “301 Permanent” when the page has moved for good: search engines then move its ranking to the new address. Choose “302 Temporary” when it will come back. Each redirect counts how often it was used, so you can see which ones still matter.',
      'The “404 log” tab lists the addresses visitors asked for that do not exist, most asked for first, with the page that linked to them. Press “Create redirect” on one to send its visitors to the right page; it then leaves the log. “Dismiss” removes an address you do not need to fix (a typo, a robot).',
      'To add many redirects at once, press “Import CSV” and choose a file with one redirect a line: from,to,status (301 when left out). Nothing is saved until you have seen the report of what would be added, changed and refused, and why. “Export CSV” downloads every redirect in the same format.',
    ],
  },
  {
    id: 'trash',
    title: 'Trash',
    paragraphs: [
      'Deleting a service, category, team member, partner or client does not remove it for good: it goes to the Trash (in the sidebar) with everything that went with it — a category’s events, products and subcategories, a service’s images. The website stops showing it at once. The delete confirmation says what goes with it. An event or a product deleted in its category’s window does not go to the Trash: to get it back, restore an earlier version of the category from its History.',
      'Deleted items stay in the Trash for 30 days. “Restore” brings one back exactly as it was, with what went with it; services deleted together come back together. If another category has taken its name meanwhile, you are asked for another name (for example “Lighting (restored)”).',
      '“Delete forever” removes it at once, with the images nothing else uses; after 30 days that happens by itself. That cannot be undone.',
    ],
  },
  {
    id: 'messages',
    title: 'Messages from visitors',
    paragraphs: [
      'Everything sent through the contact form arrives in Messages, and the bell shows how many are unread. Opening a message marks it as read.',
      'Write your answer in the reply box: it is e-mailed to the visitor from the company address, quoting their message, and kept in the thread so colleagues can see it. Each reply shows whether the mail went out; a failed one can be sent again.',
      'If the website has no mail server set up, nothing is e-mailed: the back-office tells you so (“not e-mailed: kept in the Outbox”) instead of saying it was sent, and the reply waits in the Outbox. See “E-mail and the Outbox”.',
      'Archive messages that need no more work. Delete spam; deleting cannot be undone.',
    ],
  },
  {
    id: 'newsletter',
    title: 'Newsletter',
    paragraphs: [
      'Visitors can subscribe in the footer of every page. They are then sent a confirmation link and stay “Pending” until they use it; only “Confirmed” subscribers receive announcements, and an address left unconfirmed for 7 days is deleted. This double opt-in is what lets you prove that each subscriber asked for the newsletter.',
      'To write to your subscribers, press “Send announcement”: write a subject and the text (a blank line starts a paragraph), check the preview, send yourself a test, then send. The announcement’s page shows how many mails have been delivered, and each recipient’s result; a failed one can be sent again. Without a mail server the page says the mails are “Kept in the Outbox”: nobody got them.',
      'Every announcement carries an unsubscribe link, and mail programs show their own unsubscribe button; a subscriber who uses either is removed at once. “Export CSV” downloads the confirmed subscribers for another mailing tool.',
      'Remove a subscriber who only wants to stop receiving the newsletter. Someone who asks to be forgotten altogether is answered in Privacy requests.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy requests',
    paragraphs: [
      'When someone asks what the company holds about them, or asks for it to be deleted, open Privacy requests and enter their e-mail address. You see what is stored about it: their messages and your replies, their newsletter subscription, and the e-mails the website sent to them or about their messages.',
      '“Download export (JSON)” gives you one file with all of it, to send to the person. “Erase everything…” deletes all of it at once, after you type the address again; mail to them that has not gone yet is never sent. Neither can be undone, and both are recorded with your name in the list below.',
    ],
  },
  {
    id: 'audit-log',
    title: 'Audit log',
    paragraphs: [
      'The Audit log (owners and administrators) shows every change made in the back-office: when, by whom, from which IP address, and what changed. Open an entry to see each changed field from its old value to its new one.',
      'Filter by person, by kind of thing (a service, a category…), by action and by days. Entries are kept for at least a year and nobody can change or delete them, not even an owner.',
    ],
  },
  {
    id: 'account',
    title: 'Your account and where you are signed in',
    paragraphs: [
      'Account, in the menu under your name, holds your name, e-mail address and password, and lists every browser you are signed in from, this one marked “This device”.',
      'Sign out of a browser you do not recognise, or of all the others at once, then change your password. “Sign out everywhere” signs you out of every browser, this one too.',
      'Locked out? Someone with access to the server can run “npm run user -- reset-password” with your e-mail address to give you a new password.',
    ],
  },
  {
    id: 'staff',
    title: 'Staff and roles',
    paragraphs: [
      'Owners see Staff in the sidebar: everyone who may sign in, with their role, whether they use two-factor sign-in and when they last signed in. Owners manage the staff and security; administrators everything else; editors the website’s content; support the contact messages and the newsletter.',
      'Press “Invite someone”, enter the person’s e-mail address and choose a role. They receive a link that works once, for 72 hours, to choose their name and password. Under “Pending invitations” you can send the link again (the old one stops working) or cancel it. If you are told the invitation was “not e-mailed”, the website has no mail server: the mail is in the Outbox.',
      'The menu on each person’s row changes their role, deactivates them (they are signed out and cannot sign in until reactivated) or removes them. What they wrote stays. You cannot change yourself, and the last owner cannot be demoted or removed: make someone else an owner first.',
    ],
  },
  {
    id: 'backups',
    title: 'Backups',
    paragraphs: [
      'Owners see Backups in the sidebar. The server makes a copy of the whole website every day — its content, settings, staff accounts, history and uploaded images — and then checks it by restoring it into a throw-away database: “Verified ✓” means that worked. It keeps the newest backup of each of the last 7 days and of the 4 weeks before those, and deletes older ones.',
      'Press “Back up now” before a big change: the list shows the new backup as running, then done and verified. “Download” saves the archive on your computer; keep a copy somewhere other than the server. Each download is recorded in the audit log, since an archive holds everything, password hashes included.',
      'If a backup fails or none has succeeded for more than a day, the dashboard says so and the Backups screen shows why. Restoring is done on the server by whoever runs it: npm run restore -- FILE (the README’s Backups section explains it).',
    ],
  },
  {
    id: 'home-page',
    title: 'The home page',
    paragraphs: [
      'Open Home page in the sidebar to change what the top of the website and its questions say. Each tab has “See it on the site”, which opens the home page at that part in a new tab.',
      'Hero slides are the large slides at the top of the home page: up to 5, shown in the order you set. Images are saved as soon as they finish uploading; press “Save Hero Settings” after changing texts.',
      'Figures are the two numbers shown over the slides: years of experience and projects completed.',
      'FAQ holds the questions and answers beside the contact form.',
      'Search and social sets how search results and shared links show the home page: a search title, a search description and a social image. Leave a field empty to keep what the page shows today; the previews show the result as you type.',
      'Saving says “Home page saved”. The titles and introductions of the home page’s other sections are fixed texts.',
    ],
  },
  {
    id: 'settings',
    title: 'Company settings',
    paragraphs: [
      'Settings holds the company’s own details. General Settings: the company name, description, contact details, logo and the map position (click the map to move the pin).',
      'Social Media holds the links shown as icons in the footer; leave a field empty to hide its icon.',
      'E-mail says who hears of new contact messages, and whether visitors get an automatic acknowledgement.',
      'Admin User is where you change your name, e-mail address or password. To change the password you need the current one.',
    ],
  },
  {
    id: 'outbox',
    title: 'E-mail and the Outbox',
    paragraphs: [
      'Every e-mail the website sends — replies to messages, invitations, newsletters, password links — goes through the Outbox (owners and administrators, in the sidebar), which shows each one and what became of it.',
      'The website needs a mail server to send e-mail; whoever runs it sets one up. Until then nothing is e-mailed: when you reply, invite someone or send a newsletter, the back-office says “not e-mailed: kept in the Outbox, because no mail server is set up” rather than “sent”, with a link to the mail in the Outbox. The banner at the top of the Outbox says whether mail is delivered.',
    ],
  },
  {
    id: 'images',
    title: 'Images',
    paragraphs: [
      'Upload JPEG, PNG, GIF or WEBP files of up to 5 MB. Recommended sizes: hero images 1920×1080, logo 200×200; photos of people look best square.',
      'The website makes smaller copies of each image automatically, so phones download less. You never need to resize images yourself.',
    ],
  },
  {
    id: 'roles',
    title: 'Roles: who may do what',
    paragraphs: [
      'Everyone on the staff has one role. Owners may do everything, including inviting people, changing their roles, the security settings and backups. Administrators may do everything except staff, security settings and backups. Editors look after the website’s content: services, categories with their events and products, team, partners, clients, hero images and the FAQ. Support staff answer contact messages and look after the newsletter.',
      'The back-office shows you only the screens your role allows. If you open the address of another screen, you are told it is not available to you: ask an owner to change your role if you need it.',
      'Every change made in the back-office is written in the audit log with your name, the time and what changed. Owners and administrators can read it; nobody can edit or delete it.',
    ],
  },
  {
    id: 'security',
    title: 'Security and your account',
    paragraphs: [
      'Sign out from the menu under your name when you use a shared computer: your session ends on the server at once, so a copy of it stops working too. Your session also ends by itself after 24 hours.',
      'After five wrong passwords for an account the sign-in is paused for a quarter of an hour, to stop people guessing. The pause never applies to a browser you have signed in with before: even while someone tries passwords for your address, you sign in from your own computer as usual. Only from a browser you have never used for the back-office (or after clearing its cookies) do you wait the quarter of an hour.',
      'When someone is trying passwords for your account, you get an e-mail “Someone is trying to sign in to your … back-office account”, at most once every 15 minutes, saying when and how many times. Their attempts failed; there is nothing to do unless you use the same password elsewhere: then choose a new one and turn on two-factor sign-in.',
      'Two-factor sign-in asks for a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy…) after your password, so a stolen password alone is not enough. Turn it on under Account, in the menu under your name: scan the QR code, type a code, and keep the ten recovery codes somewhere safe — each one signs you in once if you lose your phone. An owner can require it for a whole role on the Staff screen.',
      'Text that you type in titles and descriptions is cleaned before it is stored, so a pasted script can never run on the website.',
    ],
  },
]

export type HelpTopic = { question: string; answer: string; sectionId: string }

export const HELP_TOPICS: HelpTopic[] = [
  {
    question: 'How do I hide something from the website without deleting it?',
    answer:
      'Use the status switch in its table (services, categories, team members, clients). Inactive items stay in the back-office and come back with one click.',
    sectionId: 'getting-started',
  },
  {
    question: 'Why does my change not show on the website?',
    answer:
      'Check that the item is active, then reload the page in your browser. Changes are live as soon as they are saved.',
    sectionId: 'getting-started',
  },
  {
    question: 'How do I change the big images at the top of the home page?',
    answer:
      'Open Home page in the sidebar: the Hero slides tab. You can have up to 5; each has its own title, subtitle and button.',
    sectionId: 'home-page',
  },
  {
    question: 'How do I add an event to a category?',
    answer:
      'Open Categories and press the Add Event button on the category’s row, or open the category and choose “Add Event”.',
    sectionId: 'categories',
  },
  {
    question: 'We renamed a page. How do I keep old links working?',
    answer:
      'Open Redirects and press “Add redirect”: the old address in From, the new one in To, “301 Permanent”. Addresses visitors could not find are listed in the “404 log” tab, each with “Create redirect”.',
    sectionId: 'redirects',
  },
  {
    question: 'Is the website backed up? How do I get a copy?',
    answer:
      'Yes: the server backs up everything every day and checks each backup. Owners open Backups to see them, press “Back up now” before a big change, and “Download” to keep a copy elsewhere.',
    sectionId: 'backups',
  },
  {
    question: 'A visitor wrote to us. How do I answer?',
    answer:
      'Open the message from the bell or from Messages and write your answer in the reply box: it is e-mailed to the visitor from the company address and kept in the thread for your colleagues.',
    sectionId: 'messages',
  },
  {
    question: 'Someone asks us to delete everything we have about them. How?',
    answer:
      'Open Privacy requests, enter their e-mail address and press “Erase everything…”. You can first download everything as a file with “Download export (JSON)” to send it to them.',
    sectionId: 'privacy',
  },
  {
    question: 'How do I give a colleague access to the back-office?',
    answer:
      'An owner opens Staff, presses “Invite someone”, enters their e-mail address and chooses a role. They get a link by e-mail to choose their name and password; it works for 72 hours.',
    sectionId: 'staff',
  },
  {
    question: 'I was told a mail was “not e-mailed: kept in the Outbox”. What does that mean?',
    answer:
      'The website has no mail server set up, so it cannot send e-mail: what you did is saved, but nobody received the mail. It is in the Outbox. Ask whoever runs the website to set up mail.',
    sectionId: 'outbox',
  },
  {
    question: 'I got an e-mail saying someone is trying to sign in as me. What do I do?',
    answer:
      'Nothing, if your password is not used anywhere else: their attempts failed, and you can still sign in from your usual browser. Otherwise choose a new password and turn on two-factor sign-in on your Account page.',
    sectionId: 'security',
  },
  {
    question: 'My image was refused. What is wrong?',
    answer:
      'Only JPEG, PNG, GIF and WEBP files up to 5 MB are accepted. Save the picture in one of those formats or make it smaller, and try again.',
    sectionId: 'images',
  },
  {
    question: 'How do I change my password?',
    answer:
      'Open Settings, then the Admin User tab. Enter your current password and the new one twice (at least 6 characters).',
    sectionId: 'settings',
  },
]
