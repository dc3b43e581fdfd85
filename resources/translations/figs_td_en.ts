<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="it">
<context>
    <name />
    <message>
        <source>riposo</source>
        <extracomment>Lines of text that fill the window's height (sets the type size). Re-read the tournament this often (ms): a result entered anywhere shows within a second. Auto-scroll: pixels per step and step interval (ms); pause at the top and at the bottom.</extracomment>
        <translation>bye</translation>
    </message>
    <message>
        <source>tavolo {0}, inizia</source>
        <translation>table {0}, starts</translation>
    </message>
    <message>
        <source>tavolo {0}</source>
        <translation>table {0}</translation>
    </message>
</context>
<context>
    <name>AbsenceDialog</name>
    <message>
        <source>Assenza per un turno</source>
        <translation>Absent for one round</translation>
    </message>
    <message>
        <source>{0} non gioca un turno e torna dal successivo.</source>
        <translation>{0} misses one round and comes back in the next.</translation>
    </message>
    <message>
        <source>Assente nel &amp;turno:</source>
        <translation>Absent in &amp;round:</translation>
    </message>
    <message>
        <source>facoltativo</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>&amp;Motivo:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>Segna assente</source>
        <translation>Mark absent</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>Carica &amp;lessico…</source>
        <translation>Load &amp;lexicon…</translation>
    </message>
    <message>
        <source>Contestazione</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>Carica less&amp;ico…</source>
        <translation>Load lex&amp;icon…</translation>
    </message>
    <message>
        <source>&amp;Usa il lessico libero</source>
        <translation>&amp;Use the free lexicon</translation>
    </message>
    <message>
        <source>Il dizionario italiano libero del sistema (non ufficiale): in attesa della lista</source>
        <translation>The system's free Italian dictionary (not official): until the list arrives</translation>
    </message>
    <message>
        <source>nessuno (solo parole)</source>
        <translation>none (words only)</translation>
    </message>
    <message>
        <source>non indicata</source>
        <translation>not given</translation>
    </message>
    <message>
        <source>parole contestate, separate da spazi o virgole</source>
        <translation>challenged words, separated by spaces or commas</translation>
    </message>
    <message>
        <source>Valore della mossa, bonus di 50 compreso (art. 30)</source>
        <translation>Value of the move, 50 bonus included (art. 30)</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Mossa n.:</source>
        <translation>Move no.:</translation>
    </message>
    <message>
        <source>Parole:</source>
        <translation>Words:</translation>
    </message>
    <message>
        <source>Valore della mossa:</source>
        <translation>Value of the move:</translation>
    </message>
    <message>
        <source>Ha giocato la mossa:</source>
        <translation>Move played by:</translation>
    </message>
    <message>
        <source>Decide:</source>
        <translation>Ruling by:</translation>
    </message>
    <message>
        <source>Verifi&amp;ca</source>
        <translation>Chec&amp;k</translation>
    </message>
    <message>
        <source>Registra la &amp;decisione</source>
        <translation>Record the &amp;decision</translation>
    </message>
    <message>
        <source>Attivo quando il verdetto è sullo schermo</source>
        <translation>Enabled once the verdict is on screen</translation>
    </message>
    <message>
        <source>Mossa miglior&amp;e</source>
        <translation>B&amp;est move</translation>
    </message>
    <message>
        <source>Le mosse migliori prima della mossa n. indicata, dal formulario registrato per il turno e il tavolo, con il lessico attivo</source>
        <translation>The best moves before the move number given, from the scoresheet recorded for the round and table, with the active lexicon</translation>
    </message>
    <message>
        <source>&amp;Contestazione…</source>
        <translation>&amp;Challenge…</translation>
    </message>
    <message>
        <source>Nessun lessico caricato: le parole non si possono verificare.</source>
        <translation>No lexicon loaded: words cannot be checked.</translation>
    </message>
    <message>
        <source>Il servizio delle contestazioni non è ancora disponibile.</source>
        <translation>The challenge service is not available yet.</translation>
    </message>
    <message>
        <source>valida</source>
        <translation>valid</translation>
    </message>
    <message>
        <source>non valida</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>chi ha contestato</source>
        <translation>the challenger</translation>
    </message>
    <message>
        <source>chi ha giocato</source>
        <translation>the player</translation>
    </message>
    <message>
        <source>Lessico del torneo: &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Tournament's word list: &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Lessico in uso: &lt;b&gt;{0}&lt;/b&gt; (predefinito: nessuno scelto per questo torneo)</source>
        <translation>Word list in use: &lt;b&gt;{0}&lt;/b&gt; (the default: none chosen for this tournament)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Apertura del lessico in corso: verifica in attesa…</source>
        <translation>Opening the lexicon: the check will follow…</translation>
    </message>
    <message>
        <source>Apertura del lessico…</source>
        <translation>Opening the lexicon…</translation>
    </message>
    <message>
        <source>VALIDA</source>
        <translation>VALID</translation>
    </message>
    <message>
        <source>NON VALIDA</source>
        <translation>INVALID</translation>
    </message>
    <message>
        <source>chi ha giocato la mossa</source>
        <translation>the player of the move</translation>
    </message>
    <message>
        <source>Mossa valida</source>
        <translation>Valid move</translation>
    </message>
    <message>
        <source>Mossa non valida</source>
        <translation>Invalid move</translation>
    </message>
    <message>
        <source>{0}: penalità di {1} a carico di {2}. Decide: {3}.</source>
        <translation>{0}: penalty of {1} charged to {2}. Ruling by: {3}.</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>contestazione al tavolo {0}</source>
        <translation>challenge at table {0}</translation>
    </message>
    <message>
        <source>Decisione registrata.</source>
        <translation>Ruling recorded.</translation>
    </message>
    <message>
        <source>Preparazione del lessico libero…</source>
        <translation>Preparing the free lexicon…</translation>
    </message>
    <message>
        <source>Carica lessico</source>
        <translation>Load lexicon</translation>
    </message>
    <message>
        <source>Elenchi di parole (*.txt *.lst *.dic)</source>
        <translation>Word lists (*.txt *.lst *.dic)</translation>
    </message>
    <message>
        <source>Caricamento del lessico…</source>
        <translation>Loading the lexicon…</translation>
    </message>
<message><source>Turno</source><translation>Round</translation></message><message><source>Tavolo</source><translation>Table</translation></message><message><source>Parole</source><translation>Words</translation></message><message><source>Esito</source><translation>Verdict</translation></message><message><source>Penalità</source><translation>Penalty</translation></message><message><source>A carico di</source><translation>Charged to</translation></message><message><source>Ha deciso</source><translation>Ruled by</translation></message><message><source>arbitro</source><translation>arbiter</translation></message><message><source>collegio</source><translation>panel</translation></message></context>
<context>
    <name>ArchiveView</name>
    <message>
        <source>Archivio federale</source>
        <extracomment>What a long action receives to tell its progress: (done, total, what).</extracomment>
        <translation>Federation archive</translation>
    </message>
    <message>
        <source>archivio.figsa oppure postgresql+psycopg://…</source>
        <translation>archivio.figsa or postgresql+psycopg://…</translation>
    </message>
    <message>
        <source>&amp;Apri</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Archivio:</source>
        <translation>Archive:</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Punti</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Contati</source>
        <translation>Counted</translation>
    </message>
    <message>
        <source>Risultati</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Classifica al:</source>
        <translation>Ranking as of:</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Giocatore A</source>
        <translation>Player A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Giocatore B</source>
        <translation>Player B</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>&amp;Unisci B ad A</source>
        <translation>&amp;Merge B into A</translation>
    </message>
    <message>
        <source>A&amp;nnulla</source>
        <translation>Ca&amp;ncel</translation>
    </message>
    <message>
        <source>Possibili doppioni: nessuno viene unito senza conferma.</source>
        <translation>Possible duplicates: nobody is merged without confirmation.</translation>
    </message>
    <message>
        <source>Doppioni</source>
        <translation>Duplicates</translation>
    </message>
    <message>
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Evento</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Categoria</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Sostituisci se già archiviato</source>
        <translation>Replace if already archived</translation>
    </message>
    <message>
        <source>A&amp;ggiungi eventi…</source>
        <translation>A&amp;dd events…</translation>
    </message>
    <message>
        <source>&amp;Pubblica il sito…</source>
        <translation>&amp;Publish the site…</translation>
    </message>
    <message>
        <source>Scrive il sito della federazione (solo le pagine cambiate) in una cartella</source>
        <translation>Writes the federation's site (only the pages that changed) into a folder</translation>
    </message>
    <message>
        <source>Categoria:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <source>Eventi</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Archivio aperto: {0}</source>
        <translation>Archive open: {0}</translation>
    </message>
    <message>
        <source>Operazione non riuscita</source>
        <translation>Action not completed</translation>
    </message>
    <message>
        <source>Apertura dell'archivio…</source>
        <translation>Opening the archive…</translation>
    </message>
    <message>
        <source>Rating in aggiornamento…</source>
        <translation>Updating the ratings…</translation>
    </message>
    <message>
        <source>Annullato: {0}</source>
        <translation>Undone: {0}</translation>
    </message>
    <message>
        <source>Separazione in corso…</source>
        <translation>Separating…</translation>
    </message>
    <message>
        <source>Aggiungi un evento</source>
        <translation>Add an event</translation>
    </message>
    <message>
        <source>Eventi (*.figs *.t *.js *.csv *.xlsx)</source>
        <translation>Events (*.figs *.t *.js *.csv *.xlsx)</translation>
    </message>
    <message>
        <source>Eventi aggiunti: {0}</source>
        <translation>Events added: {0}</translation>
    </message>
    <message>
        <source>Archiviazione degli eventi…</source>
        <translation>Archiving the events…</translation>
    </message>
    <message>
        <source>Scegliere una coppia dall'elenco</source>
        <translation>Choose a pair from the list</translation>
    </message>
    <message>
        <source>Unisci {0} a {1}</source>
        <translation>Merge {0} into {1}</translation>
    </message>
    <message>
        <source>Unione in corso…</source>
        <translation>Merging…</translation>
    </message>
    <message>
        <source>Cartella del sito</source>
        <translation>Site folder</translation>
    </message>
    <message>
        <source>Sito in {0}: {1} file, {2} scritti, {3} rimossi</source>
        <translation>Site in {0}: {1} files, {2} written, {3} removed</translation>
    </message>
    <message>
        <source>Pubblicazione del sito…</source>
        <translation>Publishing the site…</translation>
    </message>
    <message>
        <source>Attendere la fine dell'operazione in corso</source>
        <translation>Wait for the running action to finish</translation>
    </message>
</context>
<context>
    <name>BestMovesDialog</name>
    <message>
        <source>Mossa migliore — turno {0}</source>
        <translation>Best move — turn {0}</translation>
    </message>
    <message>
        <source>Le mosse possibili nella posizione prima di questa mossa</source>
        <translation>The moves possible in the position before this move</translation>
    </message>
    <message>
        <source>leggio (? = jolly); vuoto: quello registrato</source>
        <translation>rack (? = blank); empty: the recorded one</translation>
    </message>
    <message>
        <source>&amp;Leggio:</source>
        <translation>&amp;Rack:</translation>
    </message>
    <message>
        <source>&amp;Chiudi</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Calcolo delle mosse…</source>
        <translation>Computing the moves…</translation>
    </message>
    <message>
        <source>Calcolo della mossa migliore…</source>
        <translation>Computing the best move…</translation>
    </message>
    <message>
        <source>{0}, leggio {1}: {2}</source>
        <translation>{0}, rack {1}: {2}</translation>
    </message>
    <message>
        <source>1 mossa possibile</source>
        <translation>1 possible move</translation>
    </message>
    <message>
        <source>{0} mosse possibili</source>
        <translation>{0} possible moves</translation>
    </message>
    <message>
        <source>; giocata {0} ({1}), {2}ª</source>
        <translation>; played {0} ({1}), ranked {2}</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source> (leggio non registrato: solo le tessere giocate)</source>
        <translation> (rack not recorded: only the tiles played)</translation>
    </message>
<message><source>Mossa miglior&amp;e</source><translation>B&amp;est move</translation></message><message><source>Mossa migliore — turno {0}, tavolo {1}, mossa n. {2}</source><translation>Best move — round {0}, table {1}, move {2}</translation></message><message><source>Mossa miglior&amp;e</source><translation>B&amp;est move</translation></message><message><source>Mossa migliore — turno {0}, tavolo {1}, mossa n. {2}</source><translation>Best move — round {0}, table {1}, move {2}</translation></message></context>
<context>
    <name>CheckinPanel</name>
    <message>
        <source>Cerca: 2-3 lettere del cognome o del nome, poi Invio</source>
        <extracomment>Large enough for a finger on a tablet (≥ 48 px). Buttons shown for a search (more matches: type another letter).</extracomment>
        <translation>Find: 2-3 letters of the surname or given name, then Enter</translation>
    </message>
    <message>
        <source>Cerca il giocatore</source>
        <translation>Find the player</translation>
    </message>
    <message>
        <source>Presenti {0} su {1}</source>
        <translation>Present {0} of {1}</translation>
    </message>
    <message>
        <source>deve {0} €</source>
        <translation>owes {0} €</translation>
    </message>
    <message>
        <source>{0}: presente</source>
        <translation>{0}: present</translation>
    </message>
    <message>
        <source>{0}: segna presente</source>
        <translation>{0}: mark present</translation>
    </message>
    <message>
        <source>scelto: Invio lo segna presente</source>
        <translation>selected: Enter marks him present</translation>
    </message>
    <message>
        <source>nessun giocatore trovato</source>
        <translation>no player found</translation>
    </message>
    <message>
        <source>{0} giocatori: scegli con le frecce ↓ ↑ e Invio</source>
        <translation>{0} players: choose with the arrows ↓ ↑ and Enter</translation>
    </message>
    <message>
        <source>{0} giocatori: scrivi un'altra lettera</source>
        <translation>{0} players: type another letter</translation>
    </message>
    <message>
        <source>{0} è già presente</source>
        <translation>{0} is already present</translation>
    </message>
    <message>
        <source>check-in di {0}</source>
        <translation>check-in of {0}</translation>
    </message>
    <message>
        <source>check-in annullato: {0}</source>
        <translation>check-in undone: {0}</translation>
    </message>
    <message>
        <source>{0} non è più presente</source>
        <translation>{0} is no longer present</translation>
    </message>
    <message>
        <source>{0}: presente — {1}</source>
        <translation>{0}: present — {1}</translation>
    </message>
</context>
<context>
    <name>DuplicatePanel</name>
    <message>
        <source>Mossa</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Leggio</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Punti</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Totale</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>lettere lette dal sacchetto (? = jolly), Invio</source>
        <translation>tiles read from the bag (? = blank), Enter</translation>
    </message>
    <message>
        <source>&amp;Nuova partita</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>P&amp;roiettore</source>
        <translation>P&amp;rojector</translation>
    </message>
    <message>
        <source>&amp;Inserisci estrazione</source>
        <translation>&amp;Enter the draw</translation>
    </message>
    <message>
        <source>&amp;Estrai</source>
        <translation>&amp;Draw</translation>
    </message>
    <message>
        <source>&amp;Calcola i top</source>
        <translation>&amp;Compute tops</translation>
    </message>
    <message>
        <source>&amp;Disponi il top scelto</source>
        <translation>&amp;Place the chosen top</translation>
    </message>
    <message>
        <source>Foglietti — mossa:</source>
        <translation>Slips — move:</translation>
    </message>
    <message>
        <source>giocatore n.:</source>
        <translation>player no.:</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Imposta&amp;zioni…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <source>8C acario · 27 · t top · s solo · a avvertimento · p5 penalità · r ritardo, b bianco, m multiplo (0) · N: altro giocatore; Invio</source>
        <translation>8C acario · 27 · t top · s solo · a warning · p5 penalty · r late, b blank, m multiple (0) · N: another player; Enter</translation>
    </message>
    <message>
        <source>Una riga per giocatore: la mossa scritta (minuscole: il programma mette il jolly dove serve; in GCG, minuscola = jolly), oppure i punti, oppure t/s per il top; poi, se serve, a (avvertimento, ripetibile), p5 (penalità di 5 punti), r/b/m (foglietto in ritardo, in bianco, multiplo: 0). 'N:' in testa sceglie il giocatore N. Invio: punteggio subito e il giocatore seguente pronto. Tasti: F2 top, F3 solitario, F4 avvertimento, F5 penalità, F6 ritardo, F7 bianco, F8 multiplo.</source>
        <translation>One line per player: the move written on the slip (lower case: the program puts the blank where it is needed; in GCG, lower case = blank), or the points, or t/s for the top; then, if needed, a (warning, repeatable), p5 (penalty of 5 points), r/b/m (late, blank or multiple slip: 0). 'N:' at the start chooses player N. Enter: the score at once and the next player ready. Keys: F2 top, F3 solo, F4 warning, F5 penalty, F6 late, F7 blank, F8 multiple.</translation>
    </message>
    <message>
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Scritto</source>
        <translation>Written</translation>
    </message>
    <message>
        <source>Dal top</source>
        <translation>From the top</translation>
    </message>
    <message>
        <source>Bonus/pen.</source>
        <translation>Bonus/pen.</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Sol.</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Avv.</source>
        <translation>Warn.</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Pen.</translation>
    </message>
    <message>
        <source>Torneo non di duplicato</source>
        <translation>Not a duplicate tournament</translation>
    </message>
    <message>
        <source>Nessuna partita: «Nuova partita»</source>
        <translation>No game yet: “New game”</translation>
    </message>
    <message>
        <source>finita</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>Partita {0}, mossa {1} {2}</source>
        <translation>Game {0}, move {1} {2}</translation>
    </message>
    <message>
        <source>Partita {0} — mossa {1}</source>
        <translation>Game {0} — move {1}</translation>
    </message>
    <message>
        <source>Calcolo dei top (la prima volta si prepara il generatore di mosse)…</source>
        <translation>Computing the tops (the first time the move generator is prepared)…</translation>
    </message>
    <message>
        <source>nessuna mossa possibile</source>
        <translation>no move possible</translation>
    </message>
    <message>
        <source>Foglietti oltre il top ({0}) da correggere: {1}</source>
        <translation>Slips above the top ({0}) to correct: {1}</translation>
    </message>
    <message>
        <source>Apertura del lessico…</source>
        <translation>Opening the lexicon…</translation>
    </message>
    <message>
        <source>{0}: nessun foglietto</source>
        <translation>{0}: no slip</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source> — all'arbitro: {0}</source>
        <translation> — to the arbiter: {0}</translation>
    </message>
    <message>
        <source> (top)</source>
        <translation> (top)</translation>
    </message>
    <message>
        <source> — avvertimenti: {0}</source>
        <translation> — warnings: {0}</translation>
    </message>
    <message>
        <source> — penalità {0}</source>
        <translation> — penalty {0}</translation>
    </message>
    <message>
        <source> (corretto, prima {0})</source>
        <translation> (corrected, was {0})</translation>
    </message>
</context>
<context>
    <name>FeeDialog</name>
    <message>
        <source>Quota di {0}</source>
        <translation>Fee of {0}</translation>
    </message>
    <message>
        <source>&amp;Dovuto €:</source>
        <translation>&amp;Due €:</translation>
    </message>
    <message>
        <source>&amp;Versato €:</source>
        <translation>&amp;Paid €:</translation>
    </message>
    <message>
        <source>&amp;Salda</source>
        <translation>&amp;Settle</translation>
    </message>
    <message>
        <source>Versato = dovuto</source>
        <translation>Paid = due</translation>
    </message>
    <message>
        <source>Da pagare:</source>
        <translation>Owed:</translation>
    </message>
    <message>
        <source>Registra</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Importa giocatori</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>File: {0}</translation>
    </message>
    <message>
        <source>Giocatori da importare: {0}</source>
        <translation>Players to import: {0}</translation>
    </message>
    <message>
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Given name</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Membership no.</translation>
    </message>
    <message>
        <source>Righe scartate: {0}</source>
        <translation>Rejected rows: {0}</translation>
    </message>
    <message>
        <source>Riga</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Importa 1 giocatore</source>
        <translation>Import 1 player</translation>
    </message>
    <message>
        <source>Importa {0} giocatori</source>
        <translation>Import {0} players</translation>
    </message>
    <message>
        <source>Correggere le righe scartate nel file: per ora nessun giocatore.</source>
        <translation>Correct the rejected rows in the file: no player for now.</translation>
    </message>
    <message>
        <source>importazione di 1 giocatore</source>
        <translation>import of 1 player</translation>
    </message>
    <message>
        <source>importazione di {0} giocatori</source>
        <translation>import of {0} players</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pronto</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Nessun torneo aperto.

File → Nuovo torneo (Ctrl+N) oppure File → Apri (Ctrl+O).</source>
        <translation>No tournament open.

File → New tournament (Ctrl+N) or File → Open (Ctrl+O).</translation>
    </message>
    <message>
        <source>&amp;Arbitro</source>
        <translation>&amp;Arbiter</translation>
    </message>
    <message>
        <source>&amp;Nuovo torneo…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <source>Duplicato</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>&amp;Apri…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Apri &amp;database condiviso…</source>
        <translation>Open shared &amp;database…</translation>
    </message>
    <message>
        <source>Più postazioni sullo stesso torneo: database PostgreSQL (docs/multi-postazione.md)</source>
        <translation>Several desks on one tournament: PostgreSQL database (docs/multi-postazione.md)</translation>
    </message>
    <message>
        <source>&amp;Chiudi torneo</source>
        <translation>&amp;Close tournament</translation>
    </message>
    <message>
        <source>&amp;Impostazioni del torneo…</source>
        <translation>Tournament &amp;settings…</translation>
    </message>
    <message>
        <source>Rilegge il torneo (modifiche di altre postazioni)</source>
        <translation>Reads the tournament again (changes from other desks)</translation>
    </message>
    <message>
        <source>&amp;Esci</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Annulla</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Ripeti</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Importa da &amp;TSH…</source>
        <translation>Import from &amp;TSH…</translation>
    </message>
    <message>
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>A&amp;pri…</source>
        <translation>O&amp;pen…</translation>
    </message>
    <message>
        <source>Turni</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Risultati</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Premi</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Formulario</source>
        <translation>Scoresheet</translation>
    </message>
    <message>
        <source>Arbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Check-in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <source>&amp;Ricarica</source>
        <translation>&amp;Reload</translation>
    </message>
    <message>
        <source>Fi&amp;le recenti</source>
        <translation>Recent fi&amp;les</translation>
    </message>
    <message>
        <source>&amp;Modifica</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Cronologia delle azioni</source>
        <translation>History of actions</translation>
    </message>
    <message>
        <source>&lt;apertura del torneo&gt;</source>
        <translation>&lt;tournament opened&gt;</translation>
    </message>
    <message>
        <source>&amp;Turno</source>
        <translation>&amp;Round</translation>
    </message>
    <message>
        <source>&amp;Stampa/Esporta</source>
        <translation>&amp;Print/Export</translation>
    </message>
    <message>
        <source>Pubblica sul &amp;web</source>
        <translation>Publish on the &amp;web</translation>
    </message>
    <message>
        <source>&amp;Vista</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Vista &amp;proiettore</source>
        <translation>&amp;Projector view</translation>
    </message>
    <message>
        <source>&amp;Lingua</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Principale</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Importa da TSH</source>
        <translation>Import from TSH</translation>
    </message>
    <message>
        <source>File TSH (*.t *.js)</source>
        <translation>TSH files (*.t *.js)</translation>
    </message>
    <message>
        <source>Nuovo file del torneo</source>
        <translation>New tournament file</translation>
    </message>
    <message>
        <source>Tornei (*.figs)</source>
        <translation>Tournaments (*.figs)</translation>
    </message>
    <message>
        <source>Apri torneo</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <source>Apri database condiviso</source>
        <translation>Open shared database</translation>
    </message>
    <message>
        <source>Indirizzo del database (dal direttore di gara):</source>
        <translation>Database address (from the tournament director):</translation>
    </message>
    <message>
        <source>Il torneo è già aperto.</source>
        <translation>The tournament is already open.</translation>
    </message>
    <message>
        <source>&amp;Annulla {0}</source>
        <translation>&amp;Undo {0}</translation>
    </message>
    <message>
        <source>&amp;Ripeti {0}</source>
        <translation>&amp;Redo {0}</translation>
    </message>
    <message>
        <source>impostazioni del torneo</source>
        <translation>tournament settings</translation>
    </message>
    <message>
        <source>Annullato: {0}</source>
        <translation>Undone: {0}</translation>
    </message>
    <message>
        <source>Ripetuto: {0}</source>
        <translation>Redone: {0}</translation>
    </message>
    <message>
        <source>1 giocatore</source>
        <translation>1 player</translation>
    </message>
    <message>
        <source>{0} giocatori</source>
        <translation>{0} players</translation>
    </message>
    <message>
        <source>{0}: {1}, nessun turno abbinato</source>
        <translation>{0}: {1}, no round paired</translation>
    </message>
    <message>
        <source>1 risultato mancante</source>
        <translation>1 result missing</translation>
    </message>
    <message>
        <source>{0} risultati mancanti</source>
        <translation>{0} results missing</translation>
    </message>
    <message>
        <source>{0}: turno {1}{2} in corso, {3}</source>
        <translation>{0}: round {1}{2} in progress, {3}</translation>
    </message>
    <message>
        <source>{0}: turno {1}{2} completo</source>
        <translation>{0}: round {1}{2} complete</translation>
    </message>
    <message>
        <source>La lingua sarà applicata alla prossima apertura del programma.</source>
        <translation>The language will apply the next time the program starts.</translation>
    </message>
<message><source>Esporta in TSH</source><translation>Export to TSH</translation></message><message><source>File TSH (*.t)</source><translation>TSH files (*.t)</translation></message><message><source>Salvato: {0} ({1})</source><translation>Saved: {0} ({1})</translation></message><message><source>PDF (*.pdf)</source><translation>PDF (*.pdf)</translation></message><message><source>Excel (*.xlsx)</source><translation>Excel (*.xlsx)</translation></message><message><source>CSV (*.csv)</source><translation>CSV (*.csv)</translation></message><message><source>Salva la stampa</source><translation>Save the printout</translation></message><message><source>Sostituire il file?</source><translation>Replace the file?</translation></message><message><source>Il file {0} esiste già. Sostituirlo?</source><translation>The file {0} already exists. Replace it?</translation></message><message><source>Salvato: {0} in {1}</source><translation>Saved: {0} in {1}</translation></message><message><source>Stampa salvata</source><translation>Printout saved</translation></message><message><source>File salvato: {0}
Aprirlo ora?</source><translation>File saved: {0}
Open it now?</translation></message><message><source>{0}: aperto ({1})</source><translation>{0}: opened ({1})</translation></message><message><source>Preparazione della stampa…</source><translation>Preparing the printout…</translation></message><message><source>&amp;Salva una copia…</source><translation>&amp;Save a copy…</translation></message><message><source>Copia completa e verificata del torneo, da conservare o portare altrove</source><translation>Complete, checked copy of the tournament, to keep or take elsewhere</translation></message><message><source>Salva una copia</source><translation>Save a copy</translation></message><message><source>Torneo (*.figs)</source><translation>Tournament (*.figs)</translation></message><message><source>Copia salvata e verificata: {0}</source><translation>Copy saved and checked: {0}</translation></message><message><source>{0}, turno {1}</source><translation>{0}, round {1}</translation></message><message><source>{0}: apertura nel visualizzatore PDF…</source><translation>{0}: opening in the PDF viewer…</translation></message><message><source>{0}: nel visualizzatore PDF per la stampa ({1})</source><translation>{0}: in the PDF viewer for printing ({1})</translation></message><message><source>Archivio &amp;federale…</source><translation>&amp;Federation archive…</translation></message><message><source>nessun programma associato ({0})</source><translation>no program associated ({0})</translation></message><message><source>{0} ha risposto con il codice {1}: nessun programma lo ha aperto</source><translation>{0} answered with code {1}: no program opened it</translation></message><message><source>{0} non è installato</source><translation>{0} is not installed</translation></message><message><source>Il file non è stato aperto: {0}</source><translation>The file was not opened: {0}</translation></message></context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>Nuovo torneo</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>Impostazioni del torneo</source>
        <extracomment>Called with the spec on Fine; an error keeps the wizard open on the page to fix.</extracomment>
        <translation>Tournament settings</translation>
    </message>
</context>
<context>
    <name>NotOpenedDialog</name>
    <message>
        <source>File non aperto</source>
        <translation>File not opened</translation>
    </message>
    <message>
        <source>Il file è stato scritto ma non si è aperto ({0}).
Aprirlo o stamparlo dalla sua cartella:</source>
        <translation>The file was written but did not open ({0}).
Open or print it from its folder:</translation>
    </message>
    <message>
        <source>&amp;Copia percorso</source>
        <translation>&amp;Copy path</translation>
    </message>
    <message>
        <source>Apri la ca&amp;rtella</source>
        <translation>Open the &amp;folder</translation>
    </message>
    <message>
        <source>C&amp;hiudi</source>
        <translation>C&amp;lose</translation>
    </message>
    <message>
        <source>Percorso copiato negli appunti.</source>
        <translation>Path copied to the clipboard.</translation>
    </message>
    <message>
        <source>Neanche la cartella si apre ({0}): usare Copia percorso.</source>
        <translation>The folder does not open either ({0}): use Copy path.</translation>
    </message>
<message><source>nessun programma associato ({0})</source><translation>no program associated ({0})</translation></message><message><source>{0} ha risposto con il codice {1}: nessun programma lo ha aperto</source><translation>{0} answered with code {1}: no program opened it</translation></message><message><source>{0} non è installato</source><translation>{0} is not installed</translation></message><message><source>Il file non è stato aperto: {0}</source><translation>The file was not opened: {0}</translation></message></context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Modifica giocatore</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <source>Nuovo giocatore</source>
        <translation>New player</translation>
    </message>
    <message>
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Cognome:</source>
        <translation>Surname:</translation>
    </message>
    <message>
        <source>Nome:</source>
        <translation>Given name:</translation>
    </message>
    <message>
        <source>Circolo:</source>
        <translation>Club:</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Rating:</translation>
    </message>
    <message>
        <source>Tessera:</source>
        <translation>Membership no.:</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>{0} (iscr. {1})</source>
        <translation>{0} (at registration {1})</translation>
    </message>
    <message>
        <source>assente nel turno {0}</source>
        <translation>absent in round {0}</translation>
    </message>
<message><source>N.</source><translation>No.</translation></message><message><source>Cognome</source><translation>Surname</translation></message><message><source>Nome</source><translation>Given name</translation></message><message><source>Circolo</source><translation>Club</translation></message><message><source>Rating</source><translation>Rating</translation></message><message><source>Tessera</source><translation>Membership no.</translation></message><message><source>Stato</source><translation>Status</translation></message><message><source>in gara</source><translation>playing</translation></message><message><source>ritirato dal turno {0}</source><translation>withdrawn from round {0}</translation></message><message><source>dal turno {0}</source><translation>from round {0}</translation></message></context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Given name</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Filtra per nome, circolo…</source>
        <translation>Filter by name, club…</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Membership no.</translation>
    </message>
    <message>
        <source>Aggi&amp;ungi</source>
        <translation>Add &amp;turn</translation>
    </message>
    <message>
        <source>Mo&amp;difica…</source>
        <translation>E&amp;dit…</translation>
    </message>
    <message>
        <source>&amp;Ritira…</source>
        <translation>&amp;Withdraw…</translation>
    </message>
    <message>
        <source>R&amp;iammetti</source>
        <translation>Re&amp;instate</translation>
    </message>
    <message>
        <source>Assente un tur&amp;no…</source>
        <translation>Absent for one rou&amp;nd…</translation>
    </message>
    <message>
        <source>Importa &amp;CSV/XLSX…</source>
        <translation>Import &amp;CSV/XLSX…</translation>
    </message>
    <message>
        <source>&amp;Quota…</source>
        <translation>&amp;Fee…</translation>
    </message>
    <message>
        <source>Quota d'iscrizione del giocatore scelto (Ctrl+Maiusc+E)</source>
        <translation>Entry fee of the selected player (Ctrl+Shift+E)</translation>
    </message>
    <message>
        <source>Quota d'iscrizione…</source>
        <translation>Entry fee…</translation>
    </message>
    <message>
        <source>Attenzione: {0}</source>
        <extracomment>Warnings listed at most under the table (the others are counted).</extracomment>
        <translation>Warning: {0}</translation>
    </message>
    <message>
        <source>Tessere da controllare: 1 giocatore</source>
        <translation>Membership cards to check: 1 player</translation>
    </message>
    <message>
        <source>Tessere da controllare: {0} giocatori</source>
        <translation>Membership cards to check: {0} players</translation>
    </message>
    <message>
        <source>  … e altri {0}</source>
        <translation>  … and {0} more</translation>
    </message>
    <message>
        <source>Quote da incassare: 1 giocatore, {0} €</source>
        <translation>Fees to collect: 1 player, {0} €</translation>
    </message>
    <message>
        <source>Quote da incassare: {0} giocatori, {1} €</source>
        <translation>Fees to collect: {0} players, {1} €</translation>
    </message>
    <message>
        <source>rating '{0}': serve un numero intero</source>
        <translation>rating '{0}': a whole number is needed</translation>
    </message>
    <message>
        <source>iscrizione di {0}</source>
        <translation>registration of {0}</translation>
    </message>
    <message>
        <source>quota di {0}</source>
        <translation>fee of {0}</translation>
    </message>
    <message>
        <source>{0}: dovuto {1} €, versato {2} €, da pagare {3} €</source>
        <translation>{0}: due {1} €, paid {2} €, owed {3} €</translation>
    </message>
    <message>
        <source>modifica di {0}</source>
        <translation>edit of {0}</translation>
    </message>
    <message>
        <source>Ritirare comunque {0}?</source>
        <translation>Withdraw {0} all the same?</translation>
    </message>
    <message>
        <source>Ritiro</source>
        <translation>Withdrawal</translation>
    </message>
    <message>
        <source>Ritira</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>ritiro di {0}</source>
        <translation>withdrawal of {0}</translation>
    </message>
    <message>
        <source>{0} ritirato dal turno {1}: Ctrl+Z (Modifica → Annulla) lo riammette</source>
        <translation>{0} withdrawn from round {1}: Ctrl+Z (Edit → Undo) reinstates them</translation>
    </message>
    <message>
        <source>assenza di {0} nel turno {1}</source>
        <translation>absence of {0} in round {1}</translation>
    </message>
    <message>
        <source>{0} assente nel turno {1}: Ctrl+Z (Modifica → Annulla) lo rimette in gioco</source>
        <translation>{0} absent in round {1}: Ctrl+Z (Edit → Undo) puts him back</translation>
    </message>
    <message>
        <source>riammissione di {0}</source>
        <translation>reinstatement of {0}</translation>
    </message>
    <message>
        <source>{0} riammesso: Ctrl+Z (Modifica → Annulla) lo ritira di nuovo</source>
        <translation>{0} reinstated: Ctrl+Z (Edit → Undo) withdraws them again</translation>
    </message>
    <message>
        <source>Importa giocatori</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>Elenchi (*.csv *.xlsx)</source>
        <translation>Lists (*.csv *.xlsx)</translation>
    </message>
</context>
<context>
    <name>PrizesPanel</name>
    <message>
        <source>Scarto massimo per partita (0 = nessuno):</source>
        <translation>Maximum spread per game (0 = none):</translation>
    </message>
    <message>
        <source>Premio</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Descrizione</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Euro</source>
        <translation>Euro</translation>
    </message>
    <message>
        <source>Vincitore</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>descrizione</source>
        <translation>description</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Ordine di valore: 1 = il premio più prezioso</source>
        <translation>Order of value: 1 = the most valuable prize</translation>
    </message>
    <message>
        <source>Posto:</source>
        <translation>Place:</translation>
    </message>
    <message>
        <source>Classifica:</source>
        <translation>Standings:</translation>
    </message>
    <message>
        <source>Descrizione:</source>
        <translation>Description:</translation>
    </message>
    <message>
        <source>Euro:</source>
        <translation>Euro:</translation>
    </message>
    <message>
        <source>Ordine:</source>
        <translation>Order:</translation>
    </message>
    <message>
        <source>Parità completa: premio &amp;diviso (altrimenti al rating più alto, ex aequo)</source>
        <translation>Complete tie: &amp;shared prize (otherwise to the higher rating, ex aequo)</translation>
    </message>
    <message>
        <source>Premi</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Categoria</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Tipo</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Limiti</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Fascia di rating</source>
        <translation>Rating band</translation>
    </message>
    <message>
        <source>Categoria libera</source>
        <translation>Free category</translation>
    </message>
    <message>
        <source>Nome:</source>
        <translation>Given name:</translation>
    </message>
    <message>
        <source>Tipo:</source>
        <translation>Type:</translation>
    </message>
    <message>
        <source>Da (rating o anno di nascita):</source>
        <translation>From (rating or birth year):</translation>
    </message>
    <message>
        <source>A (rating o anno di nascita):</source>
        <translation>To (rating or birth year):</translation>
    </message>
    <message>
        <source>giocatore</source>
        <translation>player</translation>
    </message>
    <message>
        <source>categorie libere, separate da virgole</source>
        <translation>free categories, separated by commas</translation>
    </message>
    <message>
        <source>Giocatore:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Anno di nascita:</source>
        <translation>Birth year:</translation>
    </message>
    <message>
        <source>Categorie:</source>
        <translation>Categories:</translation>
    </message>
    <message>
        <source>Classifica della categoria:</source>
        <translation>Category standings:</translation>
    </message>
    <message>
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Vittorie</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Punti</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Differenza</source>
        <translation>Spread</translation>
    </message>
    <message>
        <source>Categorie</source>
        <translation>Categories</translation>
    </message>
    <message>
        <source>Giocatori che contano per circolo:</source>
        <translation>Players counted per club:</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Giocatori che contano</source>
        <translation>Players counted</translation>
    </message>
    <message>
        <source>Circoli</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Squadra</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Incontri</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>Punti incontro</source>
        <translation>Match points</translation>
    </message>
    <message>
        <source>Partite vinte</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Punti fatti</source>
        <translation>Points scored</translation>
    </message>
    <message>
        <source>nome</source>
        <translation>name</translation>
    </message>
    <message>
        <source>giocatori in ordine di scacchiera, separati da virgole</source>
        <translation>players in board order, separated by commas</translation>
    </message>
    <message>
        <source>Squadra:</source>
        <translation>Team:</translation>
    </message>
    <message>
        <source>Giocatori:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>automatico (girone con poche squadre)</source>
        <translation>automatic (round robin with few teams)</translation>
    </message>
    <message>
        <source>italo-svizzero</source>
        <translation>Swiss (Italian)</translation>
    </message>
    <message>
        <source>girone all'italiana</source>
        <translation>round robin</translation>
    </message>
    <message>
        <source>come indicato dalla squadra</source>
        <translation>as given by the team</translation>
    </message>
    <message>
        <source>per rating</source>
        <translation>by rating</translation>
    </message>
    <message>
        <source>partite vinte, differenza, punti fatti</source>
        <translation>games won, spread, points scored</translation>
    </message>
    <message>
        <source>punti incontro, partite vinte, differenza</source>
        <translation>match points, games won, spread</translation>
    </message>
    <message>
        <source>Abbinamento:</source>
        <translation>Pairing:</translation>
    </message>
    <message>
        <source>Scacchiere:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Scarto massimo per turno: {0} (i turni dopo usano l'ultimo)</source>
        <translation>Spread cap per round: {0} (later rounds use the last one)</translation>
    </message>
    <message>
        <source>{0}° assoluto</source>
        <translation>{0}. overall</translation>
    </message>
    <message>
        <source>{0}° {1}</source>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <source>Ordine della classifica: somma dei punteggi, poi numero di top trovati.</source>
        <translation>Standings order: total score, then number of tops found.</translation>
    </message>
    <message>
        <source>Ordine della classifica: {0}; a parità completa i premi dei posti in parità si sommano e si dividono in parti uguali tra i giocatori in parità (ex aequo, premio diviso).</source>
        <translation>Order of the standings: {0}; on a complete tie the prizes of the tied places are added up and split equally between the tied players (ex aequo, shared prize).</translation>
    </message>
    <message>
        <source>Ordine della classifica: {0}; a parità completa, rating e ordine d'iscrizione.</source>
        <translation>Standings order: {0}; when fully tied, rating and order of registration.</translation>
    </message>
    <message>
        <source>Premi cumulabili.</source>
        <translation>Prizes can be combined.</translation>
    </message>
    <message>
        <source>Un solo premio per giocatore (il più alto; quello lasciato passa al successivo).</source>
        <translation>One prize per player (the highest; the one left goes to the next player).</translation>
    </message>
    <message>
        <source>{0}; classifica per {1}</source>
        <translation>{0}; ranked by {1}</translation>
    </message>
    <message>
        <source>1 squadra</source>
        <translation>1 team</translation>
    </message>
    <message>
        <source>{0} squadre</source>
        <translation>{0} teams</translation>
    </message>
    <message>
        <source>aggiunta del premio</source>
        <translation>adding the prize</translation>
    </message>
    <message>
        <source>rimozione del premio</source>
        <translation>removing the prize</translation>
    </message>
    <message>
        <source>premi cumulabili</source>
        <translation>cumulative prizes</translation>
    </message>
    <message>
        <source>premio diviso a parità</source>
        <translation>prize shared on a tie</translation>
    </message>
    <message>
        <source>aggiunta della categoria</source>
        <translation>adding the category</translation>
    </message>
    <message>
        <source>rimozione della categoria</source>
        <translation>removing the category</translation>
    </message>
    <message>
        <source>giocatori per circolo</source>
        <translation>players per club</translation>
    </message>
    <message>
        <source>scarto massimo per partita</source>
        <translation>maximum spread per game</translation>
    </message>
    <message>
        <source>categorie del giocatore</source>
        <translation>player's categories</translation>
    </message>
    <message>
        <source>aggiunta della squadra</source>
        <translation>adding the team</translation>
    </message>
    <message>
        <source>opzioni delle squadre</source>
        <translation>team options</translation>
    </message>
    <message>
        <source>A&amp;pplica</source>
        <translation>A&amp;pply</translation>
    </message>
    <message>
        <source>A&amp;ggiungi premio</source>
        <translation>A&amp;dd prize</translation>
    </message>
    <message>
        <source>Togli p&amp;remio</source>
        <translation>Remove p&amp;rize</translation>
    </message>
    <message>
        <source>Premi c&amp;umulabili (altrimenti un solo premio per giocatore)</source>
        <translation>C&amp;umulative prizes (otherwise one prize per player)</translation>
    </message>
    <message>
        <source>Salva gi&amp;ocatore</source>
        <translation>Save pla&amp;yer</translation>
    </message>
    <message>
        <source>A&amp;ggiungi categoria</source>
        <translation>A&amp;dd category</translation>
    </message>
    <message>
        <source>Togli &amp;categoria</source>
        <translation>Remove &amp;category</translation>
    </message>
    <message>
        <source>Salva il &amp;numero</source>
        <translation>Save the &amp;number</translation>
    </message>
    <message>
        <source>A&amp;ggiungi squadra</source>
        <translation>A&amp;dd team</translation>
    </message>
    <message>
        <source>Salva le &amp;opzioni</source>
        <translation>Save the &amp;options</translation>
    </message>
    <message>
        <source>Squadre</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Assoluto</source>
        <translation>Overall</translation>
    </message>
    <message>
        <source>fascia</source>
        <translation>band</translation>
    </message>
    <message>
        <source>libera</source>
        <translation>free</translation>
    </message>
    <message>
        <source>non assegnato</source>
        <translation>not awarded</translation>
    </message>
    <message>
        <source>{0} premi in tabella</source>
        <translation>{0} prizes in the table</translation>
    </message>
    <message>
        <source>1 premio in tabella</source>
        <translation>1 prize in the table</translation>
    </message>
    <message>
        <source>Nessuna squadra iscritta.</source>
        <translation>No team registered.</translation>
    </message>
    <message>
        <source>partite vinte</source>
        <translation>games won</translation>
    </message>
    <message>
        <source>punti incontro</source>
        <translation>match points</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Duplicato — proiettore</source>
        <translation>Duplicate — projector</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Vista proiettore</source>
        <translation>Projector view</translation>
    </message>
    <message>
        <source>F11: schermo intero</source>
        <translation>F11: full screen</translation>
    </message>
    <message>
        <source>Turno {0}: abbinamenti</source>
        <translation>Round {0}: pairings</translation>
    </message>
    <message>
        <source>Abbinamenti non ancora pronti</source>
        <translation>Pairings not ready yet</translation>
    </message>
<message><source>tavolo {0}, inizia</source><translation>table {0}, starts</translation></message><message><source>tavolo {0}</source><translation>table {0}</translation></message><message><source>riposo</source><translation>bye</translation></message></context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Vittoria a tav&amp;olino</source>
        <translation>Win by f&amp;orfeit</translation>
    </message>
    <message>
        <source>&amp;Cancella risultato</source>
        <translation>&amp;Clear result</translation>
    </message>
    <message>
        <source>Presente:</source>
        <translation>Present:</translation>
    </message>
    <message>
        <source>Ha iniziato l'altro giocatore (Ctrl+I)</source>
        <translation>The other player started (Ctrl+I)</translation>
    </message>
    <message>
        <source>Il turno mostrato: un turno passato si corregge come quello in corso (PgSu/PgGiù)</source>
        <translation>The round shown: a past round is corrected like the current one (PgUp/PgDown)</translation>
    </message>
    <message>
        <source>Tur&amp;no:</source>
        <translation>Rou&amp;nd:</translation>
    </message>
    <message>
        <source>Sconfitta per t&amp;empo…</source>
        <translation>Loss on ti&amp;me…</translation>
    </message>
    <message>
        <source>Importa ris&amp;ultati…</source>
        <translation>Import res&amp;ults…</translation>
    </message>
    <message>
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Inizia</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Secondo</source>
        <translation>Second</translation>
    </message>
    <message>
        <source>Risultato</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Turno {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>Turno {0}: correzione di un turno passato (il turno in corso è il {1}). PgGiù torna al turno in corso.</source>
        <translation>Round {0}: correcting a past round (the current round is {1}). PgDown goes back to the current round.</translation>
    </message>
    <message>
        <source>riposo</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Tavoli senza risultato: {0}</source>
        <translation>Tables without a result: {0}</translation>
    </message>
    <message>
        <source>Tutti i risultati inseriti.</source>
        <translation>All results entered.</translation>
    </message>
    <message>
        <source>Tav. {0}: un'altra postazione ha appena registrato {1} (Invio chiede se sostituirlo)</source>
        <translation>Table {0}: another desk has just recorded {1} (Enter asks before replacing it)</translation>
    </message>
    <message>
        <source>nessuno (doppia assenza)</source>
        <translation>nobody (both absent)</translation>
    </message>
    <message>
        <source>'{0}' non è un numero: scrivere solo cifre</source>
        <translation>'{0}' is not a number: digits only</translation>
    </message>
    <message>
        <source>tavolo {0} inesistente nel turno {1}</source>
        <translation>table {0} does not exist in round {1}</translation>
    </message>
    <message>
        <source>scrivere il numero del tavolo</source>
        <translation>type the table number</translation>
    </message>
    <message>
        <source>Tav. {0} ha già il risultato {1}: nuovi punteggi lo sostituiscono</source>
        <translation>Table {0} already has the result {1}: new scores replace it</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Il tavolo {0} ha già il risultato {1}.
Sostituirlo con {2}?</source>
        <translation>Table {0} already has the result {1}.
Replace it with {2}?</translation>
    </message>
    <message>
        <source>&amp;Sostituisci</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <source>Tav. {0}: {1}</source>
        <translation>Table {0}: {1}</translation>
    </message>
    <message>
        <source>Tav. {0}: pareggio {1}–{2}</source>
        <translation>Table {0}: draw {1}–{2}</translation>
    </message>
    <message>
        <source>Tav. {0}: vince {1} {2}–{3}</source>
        <translation>Table {0}: {1} wins {2}–{3}</translation>
    </message>
    <message>
        <source>tavolo '{0}' inesistente nel turno {1}</source>
        <translation>no table '{0}' in round {1}</translation>
    </message>
    <message>
        <source>servono i due punteggi (numeri interi non negativi)</source>
        <translation>both scores are needed (whole numbers, not negative)</translation>
    </message>
    <message>
        <source>Tav. {0}: risultato invariato ({1})</source>
        <translation>Table {0}: result unchanged ({1})</translation>
    </message>
    <message>
        <source>Tav. {0}: risultato lasciato com'era</source>
        <translation>Table {0}: result left as it was</translation>
    </message>
    <message>
        <source>Tav. {0}: {1}–{2} è un punteggio insolito (sotto {3}, sopra {4} o scarto oltre {5}). Registrarlo comunque?</source>
        <translation>Table {0}: {1}–{2} is an unusual score (below {3}, above {4} or a difference over {5}). Record it anyway?</translation>
    </message>
    <message>
        <source>&amp;Registra</source>
        <translation>&amp;Record</translation>
    </message>
    <message>
        <source>Tav. {0}: punteggio da ricontrollare</source>
        <translation>Table {0}: score to check again</translation>
    </message>
    <message>
        <source>correzione</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>risultato</source>
        <translation>result</translation>
    </message>
    <message>
        <source>{0} tav. {1} ({2}–{3})</source>
        <translation>{0} table {1} ({2}–{3})</translation>
    </message>
    <message>
        <source>scrivere prima il numero del tavolo</source>
        <translation>type the table number first</translation>
    </message>
    <message>
        <source>una vittoria a tavolino</source>
        <translation>a win by forfeit</translation>
    </message>
    <message>
        <source>vittoria a tavolino al tavolo {0}</source>
        <translation>forfeit at table {0}</translation>
    </message>
    <message>
        <source>scrivere prima il numero del tavolo (non un riposo)</source>
        <translation>type the table number first (not a bye)</translation>
    </message>
    <message>
        <source>una sconfitta per tempo</source>
        <translation>a loss on time</translation>
    </message>
    <message>
        <source>sconfitta per tempo al tavolo {0} ({1}–{2})</source>
        <translation>loss on time at table {0} ({1}–{2})</translation>
    </message>
    <message>
        <source>cancellazione del risultato del tavolo {0}</source>
        <translation>clearing the result of table {0}</translation>
    </message>
    <message>
        <source>Importa risultati</source>
        <translation>Import results</translation>
    </message>
    <message>
        <source>Elenchi (*.csv *.xlsx)</source>
        <translation>Lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>importazione dei risultati del turno {0}</source>
        <translation>import of the results of round {0}</translation>
    </message>
</context>
<context>
    <name>RoundsPanel</name>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Abbina il turno su&amp;ccessivo</source>
        <translation>Pair the ne&amp;xt round</translation>
    </message>
    <message>
        <source>Scambia &amp;due giocatori</source>
        <translation>Swap two pla&amp;yers</translation>
    </message>
    <message>
        <source>Riabbina l'&amp;ultimo turno</source>
        <translation>Re-pair the last ro&amp;und</translation>
    </message>
    <message>
        <source>&amp;Elimina l'ultimo turno</source>
        <translation>&amp;Delete the last round</translation>
    </message>
    <message>
        <source>Co&amp;rreggi…</source>
        <translation>Co&amp;rrect…</translation>
    </message>
    <message>
        <source>Correggi il risultato della partita scelta (anche di un turno passato)</source>
        <translation>Correct the result of the chosen game (of a past round too)</translation>
    </message>
    <message>
        <source>Per tavolo</source>
        <translation>By table</translation>
    </message>
    <message>
        <source>Per nome</source>
        <translation>By name</translation>
    </message>
    <message>
        <source>* può consultare le tabelle delle parole di 2 e 3 lettere durante il proprio turno</source>
        <translation>* may consult the tables of 2- and 3-letter words during their turn</translation>
    </message>
    <message>
        <source>Turno {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>riposo</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>sì</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>Check-in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <source>{0} giocatori non hanno fatto il check-in: {1}</source>
        <translation>{0} players have not checked in: {1}</translation>
    </message>
    <message>
        <source>Abbina anche loro</source>
        <translation>Pair them too</translation>
    </message>
    <message>
        <source>Lasciali fuori (iscritti dal turno 2)</source>
        <translation>Leave them out (entered from round 2)</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>abbinamento del turno {0}</source>
        <translation>pairing of round {0}</translation>
    </message>
    <message>
        <source>Abbinamento in corso…</source>
        <translation>Pairing…</translation>
    </message>
    <message>
        <source>Assenti in questo turno: {0}</source>
        <translation>Absent this round: {0}</translation>
    </message>
    <message>
        <source>scegliere la partita da correggere</source>
        <translation>choose the game to correct</translation>
    </message>
    <message>
        <source>un riposo non ha un risultato da correggere</source>
        <translation>a bye has no result to correct</translation>
    </message>
    <message>
        <source>Elimina turno</source>
        <translation>Delete round</translation>
    </message>
    <message>
        <source>Il turno {0} ha già dei risultati. Eliminarlo comunque?</source>
        <translation>Round {0} already has results. Delete it anyway?</translation>
    </message>
    <message>
        <source>eliminazione del turno {0}</source>
        <translation>deletion of round {0}</translation>
    </message>
    <message>
        <source>riabbinamento del turno {0}</source>
        <translation>re-pairing of round {0}</translation>
    </message>
    <message>
        <source>selezionare due giocatori (vista per nome) da scambiare</source>
        <translation>select two players (by-name view) to swap</translation>
    </message>
    <message>
        <source>Scambio</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Scambiare comunque?</source>
        <translation>Swap anyway?</translation>
    </message>
    <message>
        <source>scambio nel turno {0}</source>
        <translation>swap in round {0}</translation>
    </message>
<message><source>Tavolo</source><translation>Table</translation></message><message><source>Inizia</source><translation>Starts</translation></message><message><source>Secondo</source><translation>Second</translation></message><message><source>Risultato</source><translation>Result</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Avversario</source><translation>Opponent</translation></message></context>
<context>
    <name>ScoresheetPanel</name>
    <message>
        <source>&amp;Carica</source>
        <translation>&amp;Load</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>8F MICIO (minuscola = jolly)</source>
        <translation>8F MICIO (lowercase = blank)</translation>
    </message>
    <message>
        <source>punti</source>
        <translation>points</translation>
    </message>
    <message>
        <source>tessere?</source>
        <translation>tiles?</translation>
    </message>
    <message>
        <source>parole contestate (vuoto: la mossa)</source>
        <translation>challenged words (empty: the move)</translation>
    </message>
    <message>
        <source>Fine partita</source>
        <translation>End of game</translation>
    </message>
    <message>
        <source>tessere sul leggio</source>
        <translation>tiles on the rack</translation>
    </message>
    <message>
        <source>Leggii:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <source>Supplementare usato (s):</source>
        <translation>Supplementary time used (s):</translation>
    </message>
    <message>
        <source>Tempo base residuo (s):</source>
        <translation>Base time left (s):</translation>
    </message>
    <message>
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>primo giocatore</source>
        <translation>first player</translation>
    </message>
    <message>
        <source>secondo giocatore</source>
        <translation>second player</translation>
    </message>
    <message>
        <source>Tempo esaurito:</source>
        <translation>Out of time:</translation>
    </message>
    <message>
        <source>Punteggi finali:</source>
        <translation>Final scores:</translation>
    </message>
    <message>
        <source>A&amp;pri file…</source>
        <translation>O&amp;pen file…</translation>
    </message>
    <message>
        <source>Salva f&amp;ile…</source>
        <translation>Save f&amp;ile…</translation>
    </message>
    <message>
        <source>A&amp;ggiungi</source>
        <translation>A&amp;dd</translation>
    </message>
    <message>
        <source>C&amp;ontestata</source>
        <translation>Chall&amp;enged</translation>
    </message>
    <message>
        <source>vali&amp;da</source>
        <translation>vali&amp;d</translation>
    </message>
    <message>
        <source>Togli l'ultimo tur&amp;no</source>
        <translation>Remove the last tur&amp;n</translation>
    </message>
    <message>
        <source>Invia il risultato al t&amp;urno</source>
        <translation>Send the result to the ro&amp;und</translation>
    </message>
    <message>
        <source>{0} (inizia) contro {1}</source>
        <translation>{0} (starts) against {1}</translation>
    </message>
    <message>
        <source>contestata: valida</source>
        <translation>challenged: valid</translation>
    </message>
    <message>
        <source>contestata: non valida</source>
        <translation>challenged: invalid</translation>
    </message>
    <message>
        <source>penalità {0}</source>
        <translation>penalty {0}</translation>
    </message>
    <message>
        <source>ritirata</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>cambio</source>
        <translation>exchange</translation>
    </message>
    <message>
        <source>cambio secco</source>
        <translation>blind exchange</translation>
    </message>
    <message>
        <source>passo</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Apri formulario</source>
        <translation>Open scoresheet</translation>
    </message>
    <message>
        <source>Formulari (*.json *.gcg)</source>
        <translation>Scoresheets (*.json *.gcg)</translation>
    </message>
    <message>
        <source>Salva formulario</source>
        <translation>Save scoresheet</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Il tavolo {0} del turno {1} ha già il risultato {2} – {3}.
Sostituirlo con quello del formulario ({4} – {5})?</source>
        <translation>Table {0} of round {1} already has the result {2} – {3}.
Replace it with the scoresheet's ({4} – {5})?</translation>
    </message>
    <message>
        <source>&amp;Sostituisci</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <source>Risultato del tavolo {0} lasciato com'era.</source>
        <translation>Result of table {0} left as it was.</translation>
    </message>
    <message>
        <source>Il formulario non arriva alla fine della partita (art. 39): {0} – {1} vale solo se la partita è stata interrotta. Inviarlo comunque?</source>
        <translation>The scoresheet does not reach the end of the game (art. 39): {0} – {1} only stands if the game was stopped. Send it anyway?</translation>
    </message>
    <message>
        <source>&amp;Invia</source>
        <translation>&amp;Send</translation>
    </message>
    <message>
        <source>Il formulario non è finito: il risultato non è stato inviato.</source>
        <translation>The scoresheet is not finished: the result was not sent.</translation>
    </message>
    <message>
        <source>formulario del tavolo {0}</source>
        <translation>scoresheet of table {0}</translation>
    </message>
    <message>
        <source>Risultato inviato al turno {0}, tavolo {1}.</source>
        <translation>Result sent to round {0}, table {1}.</translation>
    </message>
<message><source>N.</source><translation>No.</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Mossa</source><translation>Move</translation></message><message><source>Dichiarati</source><translation>Declared</translation></message><message><source>Riconteggio</source><translation>Recount</translation></message><message><source>Totali</source><translation>Totals</translation></message><message><source>Note</source><translation>Notes</translation></message><message><source>Giocata</source><translation>Play</translation></message><message><source>Passo</source><translation>Pass</translation></message><message><source>Cambio</source><translation>Exchange</translation></message><message><source>Cambio secco</source><translation>Blind exchange</translation></message></context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Impostazioni del duplicato</source>
        <translation>Duplicate settings</translation>
    </message>
    <message>
        <source>Tempo per mossa (secondi)</source>
        <translation>Time per move (seconds)</translation>
    </message>
    <message>
        <source>Mosse per partita (0: fino a esaurimento)</source>
        <translation>Moves per game (0: until the tiles run out)</translation>
    </message>
    <message>
        <source>Vocali minime, prima fase</source>
        <translation>Minimum vowels, first stage</translation>
    </message>
    <message>
        <source>Consonanti minime, prima fase</source>
        <translation>Minimum consonants, first stage</translation>
    </message>
    <message>
        <source>La prima fase dura fino alla mossa (0: sempre)</source>
        <translation>The first stage lasts up to move (0: always)</translation>
    </message>
    <message>
        <source>Vocali minime, poi</source>
        <translation>Minimum vowels, then</translation>
    </message>
    <message>
        <source>Consonanti minime, poi</source>
        <translation>Minimum consonants, then</translation>
    </message>
    <message>
        <source>Bonus del solitario (0: nessuno)</source>
        <translation>Solo bonus (0: none)</translation>
    </message>
    <message>
        <source>… con almeno giocatori</source>
        <translation>… with at least players</translation>
    </message>
    <message>
        <source>Punti tolti per avvertimento (0: nessuno)</source>
        <translation>Points taken per warning (0: none)</translation>
    </message>
    <message>
        <source>… dall'avvertimento n. (nella partita)</source>
        <translation>… from warning no. (in the game)</translation>
    </message>
    <message>
        <source>Valori &amp;francesi (solitario +10, −5 dal 3° avv.)</source>
        <translation>&amp;French values (solo +10, −5 from the 3rd warning)</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>&amp;Provvisoria</source>
        <translation>&amp;Provisional</translation>
    </message>
    <message>
        <source>Conta anche i risultati inseriti finora nel turno in corso</source>
        <translation>Count the results entered so far in the round being played too</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone a eliminazione</source>
        <translation>Knockout bracket</translation>
    </message>
<message><source>Classifica provvisoria</source><translation>Provisional standings</translation></message><message><source>Classifica finale</source><translation>Final standings</translation></message><message><source>Classifica dopo il turno {0}</source><translation>Standings after round {0}</translation></message><message><source>turno {0}: {1} di 1 risultato, contato</source><translation>round {0}: {1} of 1 result, counted</translation></message><message><source>turno {0}: {1} di {2} risultati, contati</source><translation>round {0}: {1} of {2} results, counted</translation></message><message><source>turno {0}: {1} di 1 risultato, non contato</source><translation>round {0}: {1} of 1 result, not counted</translation></message><message><source>turno {0}: {1} di {2} risultati, non contati</source><translation>round {0}: {1} of {2} results, not counted</translation></message><message><source>{0} — {1}</source><translation>{0} — {1}</translation></message></context>
<context>
    <name>TimeLossDialog</name>
    <message>
        <source>Sconfitta per tempo</source>
        <translation>Loss on time</translation>
    </message>
    <message>
        <source>bandierina caduta (&amp;{0})</source>
        <translation>flag fell (&amp;{0})</translation>
    </message>
    <message>
        <source>Punteggio a fine gioco</source>
        <translation>Score at the end of play</translation>
    </message>
    <message>
        <source>Tessere sul leggio (? = jolly)</source>
        <translation>Tiles on the rack (? = blank)</translation>
    </message>
    <message>
        <source>Tempo supplementare usato (s)</source>
        <translation>Supplementary time used (s)</translation>
    </message>
    <message>
        <source>Tempo base residuo (s)</source>
        <translation>Base time left (s)</translation>
    </message>
    <message>
        <source>Tempo esaurito</source>
        <translation>Out of time</translation>
    </message>
    <message>
        <source>Profilo: {0}</source>
        <translation>Profile: {0}</translation>
    </message>
    <message>
        <source>Punteggi che saranno registrati:</source>
        <translation>Scores that will be recorded:</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>lo sconfitto finisce sotto il vincitore di {0} o della differenza più {1} per minuto di tempo base rimasto al vincitore, se di più (art. 40, regolamento 2008)</source>
        <translation>the loser ends {0} below the winner, or the difference plus {1} per minute of base time left to the winner if more (art. 40, 2008 rules)</translation>
    </message>
    <message>
        <source>se chi ha esaurito il tempo è ancora pari o avanti, finisce {0} sotto il vincitore; altrimenti i punteggi restano (art. 37)</source>
        <translation>if the player out of time is still level or ahead, they end {0} below the winner; otherwise the scores stand (art. 37)</translation>
    </message>
    <message>
        <source>Calcolo: leggii −{0} / −{1} (art. 40), tempo supplementare −{2} / −{3}; poi {4}.</source>
        <translation>Computation: racks −{0} / −{1} (art. 40), supplementary time −{2} / −{3}; then {4}.</translation>
    </message>
    <message>
        <source>Indicare chi ha esaurito il tempo.</source>
        <translation>Say who ran out of time.</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Ritiro</source>
        <extracomment>Called with the fields on OK; an error is shown here and the dialog stays open.</extracomment>
        <translation>Withdrawal</translation>
    </message>
    <message>
        <source>Ritirare {0} dal torneo?</source>
        <translation>Withdraw {0} from the tournament?</translation>
    </message>
    <message>
        <source>Non gioca più dal &amp;turno:</source>
        <translation>No longer plays from &amp;round:</translation>
    </message>
    <message>
        <source>Ritira</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>_GeneralPage</name>
    <message>
        <source>Torneo</source>
        <extracomment>Tie-break criteria offered, in the standings core's own keys (domain.md §7). Numbers of a rule profile the director may edit in the wizard (field, Italian label, max).</extracomment>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Nome, luogo, date e file del torneo.</source>
        <translation>Name, place, dates and file of the tournament.</translation>
    </message>
    <message>
        <source>Sfo&amp;glia…</source>
        <translation>Bro&amp;wse…</translation>
    </message>
    <message>
        <source>&amp;Dal:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>N&amp;ome:</source>
        <translation>N&amp;ame:</translation>
    </message>
    <message>
        <source>L&amp;uogo:</source>
        <translation>&amp;Place:</translation>
    </message>
    <message>
        <source>A&amp;l:</source>
        <translation>&amp;To:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>File del torneo</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <source>Tornei (*.figs)</source>
        <translation>Tournaments (*.figs)</translation>
    </message>
    <message>
        <source>Il nome del torneo è obbligatorio.</source>
        <translation>The tournament's name is required.</translation>
    </message>
    <message>
        <source>La data di fine precede quella di inizio.</source>
        <translation>The end date is before the start date.</translation>
    </message>
    <message>
        <source>Cartella mancante</source>
        <translation>Missing folder</translation>
    </message>
    <message>
        <source>La cartella {0} non esiste. Crearla?</source>
        <translation>The folder {0} does not exist. Create it?</translation>
    </message>
    <message>
        <source>&amp;Crea la cartella</source>
        <translation>&amp;Create the folder</translation>
    </message>
    <message>
        <source>Scegliere una cartella esistente per il file.</source>
        <translation>Choose an existing folder for the file.</translation>
    </message>
</context>
<context>
    <name>_ResultsPage</name>
    <message>
        <source>Spareggi, riposi e vittorie a tavolino</source>
        <translation>Tie-breaks, byes and forfeits</translation>
    </message>
    <message>
        <source>Personalizzato</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Spareggi:</source>
        <translation>Tie-breaks:</translation>
    </message>
    <message>
        <source>Ordine degli spareggi (trascinare per riordinare):</source>
        <translation>Order of the tie-breaks (drag to reorder):</translation>
    </message>
    <message>
        <source>Scarto del riposo (punti):</source>
        <translation>Spread of a bye (points):</translation>
    </message>
    <message>
        <source>Scarto della vittoria a tavolino (punti):</source>
        <translation>Spread of a forfeit win (points):</translation>
    </message>
<message><source>Punti</source><translation>Points</translation></message><message><source>Vittorie</source><translation>Wins</translation></message><message><source>Buchholz</source><translation>Buchholz</translation></message><message><source>Buchholz totale</source><translation>Full Buchholz</translation></message><message><source>Differenza</source><translation>Spread</translation></message><message><source>Punti fatti</source><translation>Points scored</translation></message><message><source>Punti subiti</source><translation>Points against</translation></message><message><source>Media punti</source><translation>Average score</translation></message></context>
<context>
    <name>_RolesPage</name>
    <message>
        <source>Direzione di gara</source>
        <translation>Tournament officials</translation>
    </message>
    <message>
        <source>Il collegio di supporto decide quando l'arbitro gioca la partita (art. 45).</source>
        <translation>The support panel rules when the arbiter plays in the game (art. 45).</translation>
    </message>
    <message>
        <source>Direttore di gara:</source>
        <translation>Tournament director:</translation>
    </message>
    <message>
        <source>Arbitro:</source>
        <translation>Arbiter:</translation>
    </message>
    <message>
        <source>Collegio di supporto {0}:</source>
        <translation>Support panel {0}:</translation>
    </message>
</context>
<context>
    <name>_RulesPage</name>
    <message>
        <source>Regole</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Profilo delle regole; ogni numero si può modificare.</source>
        <translation>Rule profile; every number can be changed.</translation>
    </message>
    <message>
        <source>P&amp;rofilo:</source>
        <translation>P&amp;rofile:</translation>
    </message>
    <message>
        <source>Fonte: {0}</source>
        <translation>Source: {0}</translation>
    </message>
<message><source>Tempo base (minuti)</source><translation>Base time (minutes)</translation></message><message><source>Tempo supplementare (minuti)</source><translation>Supplementary time (minutes)</translation></message><message><source>Penalità tempo supplementare (punti)</source><translation>Supplementary time penalty (points)</translation></message><message><source>Penalità a tempo esaurito (punti)</source><translation>Penalty when out of time (points)</translation></message><message><source>Scarto convenzionale (punti)</source><translation>Conventional margin (points)</translation></message><message><source>Punti per minuto base residuo (M1)</source><translation>Points per minute of base time left (M1)</translation></message><message><source>Durata massima della partita (minuti, 0 = nessuna)</source><translation>Maximum game length (minutes, 0 = none)</translation></message></context>
<context>
    <name>_SystemPage</name>
    <message>
        <source>Sistema e fasi</source>
        <translation>System and phases</translation>
    </message>
    <message>
        <source>Italo-svizzero</source>
        <translation>Italian Swiss</translation>
    </message>
    <message>
        <source>Girone all'italiana</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Girone all'italiana doppio</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>Eliminazione diretta</source>
        <translation>Knockout</translation>
    </message>
    <message>
        <source>Eliminazione a gruppi (vincenti con vincenti)</source>
        <translation>Group elimination (winners play winners)</translation>
    </message>
    <message>
        <source>Gara a squadre o a coppie</source>
        <translation>Team or pairs event</translation>
    </message>
    <message>
        <source>Duplicato</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>nessuna</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Formula campionato: dopo i turni svizzeri i primi k giocano a eliminazione.</source>
        <translation>Championship format: after the Swiss rounds the top k play a knockout.</translation>
    </message>
    <message>
        <source>Finale per il ter&amp;zo posto</source>
        <translation>&amp;Third-place final</translation>
    </message>
    <message>
        <source>S&amp;istema:</source>
        <translation>S&amp;ystem:</translation>
    </message>
    <message>
        <source>come prevede il sistema</source>
        <translation>as the system provides</translation>
    </message>
    <message>
        <source>sorteggio (seme registrato)</source>
        <translation>random draw (seed recorded)</translation>
    </message>
    <message>
        <source>per rating</source>
        <translation>by rating</translation>
    </message>
    <message>
        <source>&amp;Turni:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <source>Fase finale (primi k):</source>
        <translation>Final phase (top k):</translation>
    </message>
    <message>
        <source>Primo turno / numeri del girone:</source>
        <translation>Round 1 / round-robin numbers:</translation>
    </message>
    <message>
        <source>Liste di parole di 2 e 3 lettere fino al rating:</source>
        <translation>2- and 3-letter word lists up to rating:</translation>
    </message>
</context>
<context>
    <name>accessible</name>
    <message>
        <source>Cognome del nuovo giocatore</source>
        <translation>New player's surname</translation>
    </message>
    <message>
        <source>Nome del nuovo giocatore</source>
        <translation>New player's given name</translation>
    </message>
    <message>
        <source>Circolo del nuovo giocatore</source>
        <translation>New player's club</translation>
    </message>
    <message>
        <source>Rating del nuovo giocatore</source>
        <translation>New player's rating</translation>
    </message>
    <message>
        <source>Tessera del nuovo giocatore</source>
        <translation>New player's membership number</translation>
    </message>
    <message>
        <source>Filtro dei giocatori per nome o circolo</source>
        <translation>Filter players by name or club</translation>
    </message>
    <message>
        <source>Elenco dei giocatori</source>
        <translation>List of players</translation>
    </message>
    <message>
        <source>Abbinamenti per tavolo</source>
        <translation>Pairings by table</translation>
    </message>
    <message>
        <source>Abbinamenti per giocatore</source>
        <translation>Pairings by player</translation>
    </message>
    <message>
        <source>Numero del tavolo</source>
        <translation>Table number</translation>
    </message>
    <message>
        <source>Punteggio del primo giocatore</source>
        <translation>First player's score</translation>
    </message>
    <message>
        <source>Punteggio del secondo giocatore</source>
        <translation>Second player's score</translation>
    </message>
    <message>
        <source>Partite del turno e risultati</source>
        <translation>Games of the round and results</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone a eliminazione diretta</source>
        <translation>Knockout bracket</translation>
    </message>
    <message>
        <source>Scarto massimo per partita</source>
        <translation>Maximum spread per game</translation>
    </message>
    <message>
        <source>Premi e vincitori</source>
        <translation>Prizes and winners</translation>
    </message>
    <message>
        <source>Posto premiato</source>
        <translation>Place awarded</translation>
    </message>
    <message>
        <source>Descrizione del premio</source>
        <translation>Prize description</translation>
    </message>
    <message>
        <source>Importo del premio in euro</source>
        <translation>Prize amount in euros</translation>
    </message>
    <message>
        <source>Valore del premio in natura</source>
        <translation>Value of the prize in kind</translation>
    </message>
    <message>
        <source>Categorie</source>
        <translation>Categories</translation>
    </message>
    <message>
        <source>Giocatore di cui indicare le categorie</source>
        <translation>Player whose categories to set</translation>
    </message>
    <message>
        <source>Anno di nascita del giocatore</source>
        <translation>Player's year of birth</translation>
    </message>
    <message>
        <source>Categorie del giocatore</source>
        <translation>Player's categories</translation>
    </message>
    <message>
        <source>Categoria da mostrare</source>
        <translation>Category to show</translation>
    </message>
    <message>
        <source>Classifica della categoria</source>
        <translation>Category standings</translation>
    </message>
    <message>
        <source>Giocatori che contano per circolo</source>
        <translation>Players counted per club</translation>
    </message>
    <message>
        <source>Classifica dei circoli</source>
        <translation>Club standings</translation>
    </message>
    <message>
        <source>Nome della nuova squadra</source>
        <translation>New team's name</translation>
    </message>
    <message>
        <source>Giocatori della nuova squadra</source>
        <translation>New team's players</translation>
    </message>
    <message>
        <source>Classifica delle squadre</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <source>Turno del formulario</source>
        <translation>Scoresheet's round</translation>
    </message>
    <message>
        <source>Tavolo del formulario</source>
        <translation>Scoresheet's table</translation>
    </message>
    <message>
        <source>Mossa del turno di gioco</source>
        <translation>Move of the turn</translation>
    </message>
    <message>
        <source>Punteggio dichiarato</source>
        <translation>Declared score</translation>
    </message>
    <message>
        <source>Tessere cambiate</source>
        <translation>Tiles exchanged</translation>
    </message>
    <message>
        <source>Parole contestate</source>
        <translation>Challenged words</translation>
    </message>
    <message>
        <source>Turni di gioco del formulario</source>
        <translation>Turns of the scoresheet</translation>
    </message>
    <message>
        <source>Decisioni registrate</source>
        <translation>Recorded rulings</translation>
    </message>
    <message>
        <source>Partita di riferimento</source>
        <translation>Master game</translation>
    </message>
    <message>
        <source>Lettere estratte</source>
        <translation>Tiles drawn</translation>
    </message>
    <message>
        <source>Mosse migliori</source>
        <translation>Best moves</translation>
    </message>
    <message>
        <source>Mossa del foglietto</source>
        <translation>Slip's move</translation>
    </message>
    <message>
        <source>Giocatore del foglietto</source>
        <translation>Slip's player</translation>
    </message>
    <message>
        <source>Mossa scritta sul foglietto</source>
        <translation>Move written on the slip</translation>
    </message>
    <message>
        <source>Foglietti della mossa</source>
        <translation>Slips of the move</translation>
    </message>
    <message>
        <source>Classifica del duplicato</source>
        <translation>Duplicate standings</translation>
    </message>
    <message>
        <source>File recenti</source>
        <translation>Recent files</translation>
    </message>
    <message>
        <source>Segnalazioni dai telefoni</source>
        <translation>Reports from the phones</translation>
    </message>
    <message>
        <source>Seleziona tutto</source>
        <translation>Select all</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Abbinamenti per tavolo</source>
        <extracomment>The reports service's documents with their Italian names and formats.</extracomment>
        <translation>Pairings by table</translation>
    </message>
    <message>
        <source>Abbinamenti per nome</source>
        <translation>Pairings by name</translation>
    </message>
    <message>
        <source>Risultati del turno</source>
        <translation>Round results</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone incrociato</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>Cartellini dei giocatori</source>
        <translation>Player scorecards</translation>
    </message>
    <message>
        <source>Formulari in bianco</source>
        <translation>Blank scoresheets</translation>
    </message>
    <message>
        <source>Parole di 2 e 3 lettere</source>
        <translation>2- and 3-letter words</translation>
    </message>
    <message>
        <source>Contestazioni</source>
        <translation>Challenge rulings</translation>
    </message>
    <message>
        <source>Registro delle modifiche</source>
        <translation>Audit log</translation>
    </message>
    <message>
        <source>Esportazione per la federazione</source>
        <translation>Export for the federation</translation>
    </message>
    <message>
        <source>Elenco dei premi</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <source>Classifica finale con i premi</source>
        <translation>Final standings with prizes</translation>
    </message>
    <message>
        <source>Classifiche per categoria</source>
        <translation>Standings per category</translation>
    </message>
    <message>
        <source>Classifica per circoli</source>
        <translation>Club standings</translation>
    </message>
    <message>
        <source>Abbinamenti a squadre</source>
        <translation>Team pairings</translation>
    </message>
    <message>
        <source>Risultati a squadre</source>
        <translation>Team results</translation>
    </message>
    <message>
        <source>Classifica a squadre</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <source>Elenco iscritti</source>
        <translation>List of entrants</translation>
    </message>
    <message>
        <source>Statistiche</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Cartellini dei risultati</source>
        <translation>Result slips</translation>
    </message>
    <message>
        <source>Tabellone a eliminazione diretta</source>
        <translation>Knockout bracket</translation>
    </message>
    <message>
        <source>Duplicato: partita di riferimento</source>
        <translation>Duplicate: master game</translation>
    </message>
    <message>
        <source>Duplicato: classifica</source>
        <translation>Duplicate: standings</translation>
    </message>
    <message>
        <source>Duplicato: schede dei giocatori</source>
        <translation>Duplicate: player sheets</translation>
    </message>
    <message>
        <source>Stampe non disponibili</source>
        <translation>Printouts not available</translation>
    </message>
    <message>
        <source>Il servizio delle stampe non è installato.</source>
        <translation>The reports service is not installed.</translation>
    </message>
    <message>
        <source>File TSH (.t)…</source>
        <translation>TSH file (.t)…</translation>
    </message>
</context>
<context>
    <name>file_dialogs</name>
    <message>
        <source>Cartella</source>
        <extracomment>Companion files of an open SQLite database: never listed.</extracomment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>File {0}</source>
        <translation>{0} file</translation>
    </message>
    <message>
        <source>Cerca in:</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <source>Tipo di file:</source>
        <translation>Files of type:</translation>
    </message>
    <message>
        <source>Nome del file:</source>
        <translation>File name:</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>nessun programma associato ({0})</source>
        <extracomment>The command that opens a file (the path is appended). ``None``: the system's (``xdg-open`` on Linux and BSD, ``open`` on macOS, the shell association on Windows). Tests set their own. An opener still running after this long has handed the file to a program that stays in the foreground (a generic ``xdg-open`` waits for the viewer): taken as done.</extracomment>
        <translation>no program associated ({0})</translation>
    </message>
    <message>
        <source>{0} ha risposto con il codice {1}: nessun programma lo ha aperto</source>
        <translation>{0} answered with code {1}: no program opened it</translation>
    </message>
    <message>
        <source>{0} non è installato</source>
        <translation>{0} is not installed</translation>
    </message>
    <message>
        <source>Il file non è stato aperto: {0}</source>
        <translation>The file was not opened: {0}</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Stampa &amp;abbinamenti</source>
        <extracomment>The one-action printouts: (document, menu text, shortcut).</extracomment>
        <translation>Print p&amp;airings</translation>
    </message>
    <message>
        <source>Stampa &amp;classifica</source>
        <translation>Print &amp;standings</translation>
    </message>
    <message>
        <source>Stampa &amp;risultati del turno</source>
        <translation>Print the round's &amp;results</translation>
    </message>
    <message>
        <source>Abbinamenti</source>
        <extracomment>How the status line names each printout (the round follows).</extracomment>
        <translation>Pairings</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Risultati</source>
        <translation>Results</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Esporta in TSH</source>
        <translation>Export to TSH</translation>
    </message>
    <message>
        <source>File TSH (*.t)</source>
        <translation>TSH files (*.t)</translation>
    </message>
    <message>
        <source>Salvato: {0} ({1})</source>
        <translation>Saved: {0} ({1})</translation>
    </message>
    <message>
        <source>1 giocatore</source>
        <translation>1 player</translation>
    </message>
    <message>
        <source>{0} giocatori</source>
        <translation>{0} players</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Excel (*.xlsx)</source>
        <translation>Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Salva la stampa</source>
        <translation>Save the printout</translation>
    </message>
    <message>
        <source>Sostituire il file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <source>Il file {0} esiste già. Sostituirlo?</source>
        <translation>The file {0} already exists. Replace it?</translation>
    </message>
    <message>
        <source>Salvato: {0} in {1}</source>
        <translation>Saved: {0} in {1}</translation>
    </message>
    <message>
        <source>Stampa salvata</source>
        <translation>Printout saved</translation>
    </message>
    <message>
        <source>File salvato: {0}
Aprirlo ora?</source>
        <translation>File saved: {0}
Open it now?</translation>
    </message>
    <message>
        <source>{0}: aperto ({1})</source>
        <translation>{0}: opened ({1})</translation>
    </message>
    <message>
        <source>Preparazione della stampa…</source>
        <translation>Preparing the printout…</translation>
    </message>
    <message>
        <source>&amp;Salva una copia…</source>
        <translation>&amp;Save a copy…</translation>
    </message>
    <message>
        <source>Copia completa e verificata del torneo, da conservare o portare altrove</source>
        <translation>Complete, checked copy of the tournament, to keep or take elsewhere</translation>
    </message>
    <message>
        <source>Salva una copia</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <source>Torneo (*.figs)</source>
        <translation>Tournament (*.figs)</translation>
    </message>
    <message>
        <source>Copia salvata e verificata: {0}</source>
        <translation>Copy saved and checked: {0}</translation>
    </message>
    <message>
        <source>{0}, turno {1}</source>
        <extracomment>Italian file names proposed for each document (the round is added where it matters). Documents whose proposed name carries the round shown.</extracomment>
        <translation>{0}, round {1}</translation>
    </message>
    <message>
        <source>{0}: apertura nel visualizzatore PDF…</source>
        <translation>{0}: opening in the PDF viewer…</translation>
    </message>
    <message>
        <source>{0}: nel visualizzatore PDF per la stampa ({1})</source>
        <translation>{0}: in the PDF viewer for printing ({1})</translation>
    </message>
    <message>
        <source>Archivio &amp;federale…</source>
        <translation>&amp;Federation archive…</translation>
    </message>
</context>
<context><name>EventKind</name><message><source>Torneo di duplicato: non ci sono turni da abbinare (le mosse si giocano dalla scheda Duplicato)</source><translation>Duplicate event: there are no rounds to pair (the moves are played on the Duplicate tab)</translation></message><message><source>Torneo di duplicato: il proiettore è nella scheda Duplicato</source><translation>Duplicate event: the projector is on the Duplicate tab</translation></message><message><source>duplicato</source><translation>duplicate</translation></message><message><source>1 giocatore</source><translation>1 player</translation></message><message><source>{0} giocatori</source><translation>{0} players</translation></message><message><source>partita {0} finita dopo {1} mosse</source><translation>game {0} finished after {1} moves</translation></message><message><source>partita {0}, mossa {1}</source><translation>game {0}, move {1}</translation></message><message><source>partita {0}, nessuna mossa estratta</source><translation>game {0}, no move drawn</translation></message><message><source>{0}: duplicato, {1}, nessuna partita iniziata</source><translation>{0}: duplicate, {1}, no game started</translation></message><message><source>{0}: duplicato, {1}, {2}</source><translation>{0}: duplicate, {1}, {2}</translation></message><message><source>Torneo di duplicato: il proiettore è nella scheda Duplicato</source><translation>Duplicate event: the projector is on the Duplicate tab</translation></message><message><source>1 giocatore</source><translation>1 player</translation></message><message><source>{0} giocatori</source><translation>{0} players</translation></message><message><source>{0}: duplicato, {1}, nessuna partita iniziata</source><translation>{0}: duplicate, {1}, no game started</translation></message><message><source>partita {0} finita dopo {1}</source><translation>game {0} finished after {1}</translation></message><message><source>1 mossa</source><translation>1 move</translation></message><message><source>{0} mosse</source><translation>{0} moves</translation></message><message><source>partita {0}, nessuna mossa estratta</source><translation>game {0}, no move drawn</translation></message><message><source>partita {0}, mossa {1}</source><translation>game {0}, move {1}</translation></message><message><source>{0}: duplicato, {1}, {2}</source><translation>{0}: duplicate, {1}, {2}</translation></message></context><context><name>StandingsModel</name><message><source>Pos.</source><translation>Rank</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Fase</source><translation>Phase</translation></message><message><source>Partite</source><translation>Games</translation></message><message><source>Punti</source><translation>Points</translation></message><message><source>Vittorie</source><translation>Wins</translation></message><message><source>Buchholz</source><translation>Buchholz</translation></message><message><source>Buchholz totale</source><translation>Full Buchholz</translation></message><message><source>Differenza</source><translation>Spread</translation></message><message><source>Punti fatti</source><translation>Points scored</translation></message><message><source>Punti subiti</source><translation>Points against</translation></message><message><source>Media punti</source><translation>Average score</translation></message><message><source>Var. rating (non uff.)</source><translation>Rating change (unofficial)</translation></message></context><context><name>BoardWidget</name><message><source>PT</source><translation>TW</translation></message><message><source>PD</source><translation>DW</translation></message><message><source>LT</source><translation>TL</translation></message><message><source>LD</source><translation>DL</translation></message></context><context><name>profiles</name><message><source>FIGS 2008 — 22 min + 3 min supplementari, 20 punti al minuto o frazione</source><translation>FIGS 2008 — 22 min + 3 min overtime, 20 points per minute or part of it</translation></message><message><source>FIGS — 25 min + 1 min supplementare, penalità 30 punti (50 a tempo esaurito)</source><translation>FIGS — 25 min + 1 min overtime, penalty 30 points (50 when time runs out)</translation></message><message><source>Circolo — 22 min + 3 min supplementari, 10 punti al minuto o frazione</source><translation>Club — 22 min + 3 min overtime, 10 points per minute or part of it</translation></message></context><context><name>services</name><message><source> al byte {0}</source><translation> at byte {0}</translation></message><message><source>#figs-challenge valid|invalid by=… words=…</source><translation>#figs-challenge valid|invalid by=… words=…</translation></message><message><source>#figs-end non valido: '{0}'</source><translation>invalid #figs-end: '{0}'</translation></message><message><source>#figs-play NICK PAROLA PUNTI</source><translation>#figs-play NICK WORD POINTS</translation></message><message><source>#{0} senza nome</source><translation>#{0} without a name</translation></message><message><source>'{0}' (tessera {1}) e '{2}' (tessera {3}) hanno tessere diverse: sono due persone</source><translation>'{0}' (membership {1}) and '{2}' (membership {3}) have different membership numbers: they are two people</translation></message><message><source>'{0}' contiene già un torneo</source><translation>'{0}' already holds a tournament</translation></message><message><source>'{0}' e '{1}' hanno giocato entrambi in '{2}' del {3}: sono due persone</source><translation>'{0}' and '{1}' both played in '{2}' of {3}: they are two people</translation></message><message><source>'{0}' esiste e non è una cartella</source><translation>'{0}' exists and is not a folder</translation></message><message><source>'{0}' non contiene ancora un torneo</source><translation>'{0}' does not hold a tournament yet</translation></message><message><source>'{0}' non contiene un archivio</source><translation>'{0}' does not hold an archive</translation></message><message><source>'{0}' non riconosciuto: mossa (8C ACARIO), punteggio, oppure i tasti t top, s solo, a avvertimento, p5 penalità, r ritardo, b bianco, m multiplo</source><translation>'{0}' not recognised: move (8C ACARIO), score, or the keys t top, s solo, a warning, p5 penalty, r late, b blank, m multiple</translation></message><message><source>'{0}' non sembra un elenco di parole: righe che non sono parole {1} su {2} ({3} %, al massimo il {4} %); la prima è la riga {5}: {6} ({7}). Il lessico in uso non cambia</source><translation>'{0}' does not look like a word list: lines that are not words {1} of {2} ({3} %, at most {4} %); the first is line {5}: {6} ({7}). The word list in use does not change</translation></message><message><source>'{0}' non è un anno di nascita (da 1900 a 2100)</source><translation>'{0}' is not a year of birth (1900 to 2100)</translation></message><message><source>'{0}' non è un archivio di figs-td</source><translation>'{0}' is not a figs-td archive</translation></message><message><source>'{0}' non è un elenco di parole: {1}; serve un testo UTF-8 o Latin-1 con una parola per riga (il lessico in uso non cambia)</source><translation>'{0}' is not a word list: {1}; a UTF-8 or Latin-1 text with one word per line is needed (the word list in use does not change)</translation></message><message><source>'{0}' non è un file di torneo di figs-td</source><translation>'{0}' is not a figs-td tournament file</translation></message><message><source>'{0}' non è un file normale (dispositivo, pipe o socket), non un archivio</source><translation>'{0}' is not a regular file (device, pipe or socket), not an archive</translation></message><message><source>'{0}' non è un file normale (dispositivo, pipe o socket), non un file di torneo</source><translation>'{0}' is not a regular file (device, pipe or socket), not a tournament file</translation></message><message><source>'{0}' non è una casella della plancia (colonna A–O, riga 1–15)</source><translation>'{0}' is not a square of the board (column A–O, row 1–15)</translation></message><message><source>'{0}' non è una tessera del gioco italiano</source><translation>'{0}' is not a tile of the Italian game</translation></message><message><source>'{0}' non è {1}</source><translation>'{0}' is not {1}</translation></message><message><source>'{0}' sul sito è troppo grande per essere un file del programma</source><translation>'{0}' on the site is too big to be a file of the program</translation></message><message><source>'{0}' è ambiguo al {1}: {2}, {3}</source><translation>'{0}' is ambiguous at {1}: {2}, {3}</translation></message><message><source>'{0}' è ambiguo: {1}</source><translation>'{0}' is ambiguous: {1}</translation></message><message><source>'{0}' è il nome riservato all'elenco dei file inviati</source><translation>'{0}' is the name reserved for the list of files sent</translation></message><message><source>'{0}' è la cartella {1}: il sito va scritto in una cartella a parte (per esempio '{2}')</source><translation>'{0}' is the folder {1}: the site goes into a folder of its own (for example '{2}')</translation></message><message><source>'{0}' è troppo grande per un evento ({1} MB al massimo)</source><translation>'{0}' is too large for an event ({1} MB at most)</translation></message><message><source>'{0}' è una cartella, non un archivio</source><translation>'{0}' is a folder, not an archive</translation></message><message><source>'{0}' è una cartella, non un file di torneo</source><translation>'{0}' is a folder, not a tournament file</translation></message><message><source>'{0}' è una cartella, non un formulario</source><translation>'{0}' is a folder, not a scoresheet</translation></message><message><source>'{0}' è vuoto: non contiene un torneo</source><translation>'{0}' is empty: it holds no tournament</translation></message><message><source>'{0}' è {1}, non un archivio da aprire</source><translation>'{0}' is {1}, not an archive to open</translation></message><message><source>'{0}' è {1}, non un archivio di figs-td</source><translation>'{0}' is {1}, not a figs-td archive</translation></message><message><source>'{0}' è {1}, non un file di torneo da aprire</source><translation>'{0}' is {1}, not a tournament file to open</translation></message><message><source>'{0}': l'evento è già nell'archivio (evento {1}, '{2}' del {3}, da '{4}'): usare --replace per sostituirlo</source><translation>'{0}': the event is already in the archive (event {1}, '{2}' of {3}, from '{4}'): use --replace to replace it</translation></message><message><source>'{0}': la classifica è vuota</source><translation>'{0}': the standings are empty</translation></message><message><source>'{0}': le gare a squadre e di duplicato non entrano nell'archivio</source><translation>'{0}': team and duplicate events do not go into the archive</translation></message><message><source>'{0}': lo stesso giocatore compare due volte nella classifica</source><translation>'{0}': the same player appears twice in the standings</translation></message><message><source>'{0}': mancano le colonne {1}</source><translation>'{0}': the columns {1} are missing</translation></message><message><source>--all vale per tutti i giocatori: non indicare anche dei nomi</source><translation>--all means every player: do not give names as well</translation></message><message><source>--behind-proxy: '{0}' non è un indirizzo IP: serve l'indirizzo da cui il proxy si collega a questo server, per esempio 127.0.0.1</source><translation>--behind-proxy: '{0}' is not an IP address: give the address the proxy connects to this server from, for example 127.0.0.1</translation></message><message><source>--endpoint non valido: '{0}' (esempio: https://s3.example.org)</source><translation>invalid --endpoint: '{0}' (example: https://s3.example.org)</translation></message><message><source>--endpoint vale solo per gli indirizzi s3://</source><translation>--endpoint applies to s3:// addresses only</translation></message><message><source>--redraw vale con --tiles: le 7 lettere pescate di nuovo</source><translation>--redraw goes with --tiles: the 7 letters drawn again</translation></message><message><source>--strict vale solo per i dizionari Hunspell (.dic)</source><translation>--strict applies only to Hunspell dictionaries (.dic)</translation></message><message><source>--tls: certificato '{0}' o chiave '{1}' non validi: servono il certificato e la sua chiave privata, file PEM, che si corrispondono</source><translation>--tls: invalid certificate '{0}' or key '{1}': the certificate and its private key are needed, PEM files, matching each other</translation></message><message><source>--tls: file non trovato: '{0}'</source><translation>--tls: file not found: '{0}'</translation></message><message><source>Buchholz della consolazione non valido: {0} (esclusa: senza le partite del tabellone; inclusa: con tutte le partite)</source><translation>invalid consolation Buchholz: {0} (esclusa: without the bracket's games; inclusa: with every game)</translation></message><message><source>Consolazione</source><translation>Consolation</translation></message><message><source>Finale</source><translation>Final</translation></message><message><source>GCG, riga {0}: {1}</source><translation>GCG, line {0}: {1}</translation></message><message><source>GCG: mancano le righe #player1 e #player2</source><translation>GCG: the #player1 and #player2 lines are missing</translation></message><message><source>Gruppo {0}</source><translation>Group {0}</translation></message><message><source>JSON non valido</source><translation>invalid JSON</translation></message><message><source>JSON non valido alla riga {0}, colonna {1}: {2}</source><translation>invalid JSON at line {0}, column {1}: {2}</translation></message><message><source>Ottavi di finale</source><translation>Round of 16</translation></message><message><source>Quarti di finale</source><translation>Quarter-finals</translation></message><message><source>Riposo {0} {1} (girone dispari).</source><translation>Bye to {1} (odd round robin).</translation></message><message><source>Riposo {0} {1}: il giocatore in fondo alla classifica tra quelli con meno riposi ({2}).</source><translation>Bye to {1}: the lowest-ranked player among those with the fewest byes ({2}).</translation></message><message><source>Riposo {0} {1}: numero dispari di giocatori; nel gruppo più basso, tra chi ha meno riposi ({2}).</source><translation>Bye to {1}: odd number of players; in the lowest group, among those with the fewest byes ({2}).</translation></message><message><source>Riposo {0} {1}: {2} si è ritirato.</source><translation>Bye to {1}: {2} has withdrawn.</translation></message><message><source>Sedicesimi ({0} giocatori)</source><translation>Round of 32 ({0} players)</translation></message><message><source>Semifinale</source><translation>Semi-final</translation></message><message><source>Turno a {0}</source><translation>Round of {0}</translation></message><message><source>Vincoli di abbinamento: {0}.</source><translation>Pairing constraints: {0}.</translation></message><message><source>Vincoli non rispettati ({0}): {1}. Nessun turno con meno coppie già incontrate o vincolate era possibile.</source><translation>Constraints not kept ({0}): {1}. No round with fewer pairs already met or constrained was possible.</translation></message><message><source>Vincolo ({0}): {1} e {2} non si incontrano al primo turno: {3} prende il posto della testa di serie {4} ({5}), che passa al {6}.</source><translation>Constraint ({0}): {1} and {2} do not meet in the first round: {3} takes the place of seed {4} ({5}), who moves to {6}.</translation></message><message><source>Vincolo non rispettato ({0}): {1} – {2} al primo turno, nessuno scambio lo evitava.</source><translation>Constraint not kept ({0}): {1} – {2} in the first round, no swap avoided it.</translation></message><message><source>a pari partenze, ha giocato più partite per secondo</source><translation>with equal starts, has played more games second</translation></message><message><source>a pari partenze, nell'ultima partita ha giocato per secondo</source><translation>with equal starts, played second in the last game</translation></message><message><source>abbinamento del gruppo impossibile</source><translation>the group cannot be paired</translation></message><message><source>accesso rifiutato dal server del database (utente o password)</source><translation>access refused by the database server (user or password)</translation></message><message><source>al massimo {0} partite per evento</source><translation>at most {0} games per event</translation></message><message><source>al {0} giocano {1} e {2}, non '{3}'</source><translation>at {0} {1} and {2} play, not '{3}'</translation></message><message><source>alias di flag AF {0} inesistente</source><translation>AF flag alias {0} does not exist</translation></message><message><source>anno di nascita non valido: {0} (da 1900 a 2100)</source><translation>invalid year of birth: {0} (1900 to 2100)</translation></message><message><source>aprire il torneo</source><translation>open the tournament</translation></message><message><source>aprire l'archivio</source><translation>open the archive</translation></message><message><source>assenza per un turno: '{0}' non valido (nulla, sconfitta o riposo)</source><translation>absence for one round: '{0}' is not valid (nulla, sconfitta or riposo)</translation></message><message><source>assenza: '{0}' non valido (tavolino o tempo)</source><translation>absence: invalid '{0}' (forfeit or time)</translation></message><message><source>attenzione: al tavolo {0} {1} e {2} si sono già incontrati ({3} volt{4})</source><translation>warning: at table {0} {1} and {2} have already met ({3} time(s))</translation></message><message><source>avvertimenti su un foglietto: da 0 a 20</source><translation>warnings on a slip: 0 to 20</translation></message><message><source>bonus solitario e penalità per avvertimento: da 0 a 100 punti</source><translation>solo bonus and warning penalty: 0 to 100 points</translation></message><message><source>bonus solitario o avvertimenti: soglie fuori dai limiti</source><translation>solo bonus or warnings: thresholds out of range</translation></message><message><source>buco nella parola: la casella {0} è vuota</source><translation>gap in the word: square {0} is empty</translation></message><message><source>campi del giocatore sconosciuti: {0}</source><translation>unknown player fields: {0}</translation></message><message><source>campi del torneo sconosciuti: {0}</source><translation>unknown tournament fields: {0}</translation></message><message><source>campo board: tavolo oltre {0}</source><translation>board field: table beyond {0}</translation></message><message><source>campo p12: i valori ammessi sono 0–4</source><translation>p12 field: the allowed values are 0–4</translation></message><message><source>campo troppo lungo</source><translation>field too long</translation></message><message><source>campo troppo lungo (al massimo {0} caratteri)</source><translation>field too long (at most {0} characters)</translation></message><message><source>campo troppo lungo ({0} caratteri, al massimo {1})</source><translation>field too long ({0} characters, at most {1})</translation></message><message><source>campo {0}: valore non valido '{1}'</source><translation>field {0}: invalid value '{1}'</translation></message><message><source>carattere di controllo dentro un testo</source><translation>control character inside a text</translation></message><message><source>categoria '{0}' sconosciuta (categorie dell'archivio: {1})</source><translation>unknown category '{0}' (categories of the archive: {1})</translation></message><message><source>categoria inesistente: {0}</source><translation>no such category: {0}</translation></message><message><source>categoria inesistente: {0} (definite: {1})</source><translation>no such category: {0} (defined: {1})</translation></message><message><source>categoria non valida: '{0}' (un codice senza spazi, al massimo 40 caratteri, es. open, nazionale)</source><translation>invalid category: '{0}' (a code without spaces, at most 40 characters, e.g. open, nazionale)</translation></message><message><source>categoria ripetuta: {0}</source><translation>category repeated: {0}</translation></message><message><source>categoria sconosciuta '{0}' (categorie: {1})</source><translation>unknown category '{0}' (categories: {1})</translation></message><message><source>categoria {0}: anni di nascita invertiti</source><translation>category {0}: years of birth reversed</translation></message><message><source>categoria {0}: {1} non valido: {2} (da {3} a {4})</source><translation>category {0}: invalid {1}: {2} ({3} to {4})</translation></message><message><source>categorie: atteso un oggetto codice → nome (al massimo 100)</source><translation>categories: an object code → name expected (at most 100)</translation></message><message><source>categorie: codice e nome non possono essere vuoti</source><translation>categories: code and name cannot be empty</translation></message><message><source>check-in in corso: {0} giocatori su {1} non hanno fatto il check-in: {2}. Usa --include-absent per abbinarli comunque o --without-absent per lasciarli fuori dal turno 1 (iscritti dal turno 2)</source><translation>check-in in progress: {0} players of {1} have not checked in: {2}. Use --include-absent to pair them anyway or --without-absent to leave them out of round 1 (entered from round 2)</translation></message><message><source>check-in non previsto per questo giocatore: chiedi al direttore</source><translation>no check-in for this player: ask the director</translation></message><message><source>chi ha iniziato: 0 (primo) o 1 (secondo), non {0}</source><translation>who started: 0 (first) or 1 (second), not {0}</translation></message><message><source>chi inizia: '{0}' non valido (bilanciato o sorteggio)</source><translation>who starts: invalid '{0}' (balanced or draw)</translation></message><message><source>chi inizia: deve essere 0 o 1, non {0}</source><translation>who starts: must be 0 or 1, not {0}</translation></message><message><source>chiave sbagliata o utente non autorizzato su {0} ({1})</source><translation>wrong key or user not authorised on {0} ({1})</translation></message><message><source>classifica a squadre sconosciuta: {0} (games o match)</source><translation>unknown team standings: {0} (games or match)</translation></message><message><source>classifica federale: servono almeno 1 risultato e 1 mese</source><translation>federation ranking: at least 1 result and 1 month are needed</translation></message><message><source>cognome mancante</source><translation>surname missing</translation></message><message><source>colonna {0}: {1}</source><translation>column {0}: {1}</translation></message><message><source>colonne non modificabili: {0}</source><translation>columns that cannot be changed: {0}</translation></message><message><source>condizione di affisso malformata: {0}</source><translation>malformed affix condition: {0}</translation></message><message><source>contenuto non valido</source><translation>invalid content</translation></message><message><source>contestazione n. {0} inesistente</source><translation>challenge no. {0} does not exist</translation></message><message><source>contestazione senza una giocata prima</source><translation>challenge without a play before it</translation></message><message><source>contiene il carattere nullo (NUL): non è un file di testo CSV</source><translation>contains the null character (NUL): not a CSV text file</translation></message><message><source>copia di sicurezza senza nome: chiamare name() prima</source><translation>backup copy without a name: call name() first</translation></message><message><source>copiare il torneo</source><translation>copy the tournament</translation></message><message><source>coppia vietata</source><translation>forbidden pair</translation></message><message><source>coppia vietata: {0} due volte (servono due giocatori diversi)</source><translation>forbidden pair: {0} twice (two different players are needed)</translation></message><message><source>criterio di spareggio sconosciuto: '{0}' (preset FIGS, WESPA; criteri: {1})</source><translation>unknown tie-break: '{0}' (presets FIGS, WESPA; criteria: {1})</translation></message><message><source>da {0} il {1}</source><translation>by {0} on {1}</translation></message><message><source>data del torneo '{0}' non valida: {1}</source><translation>invalid tournament date '{0}': {1}</translation></message><message><source>dati annidati troppo in profondità (al massimo {0} livelli)</source><translation>data nested too deep (at most {0} levels)</translation></message><message><source>dati in più dopo la fine</source><translation>extra data after the end</translation></message><message><source>dato già presente (un'altra postazione lo ha appena registrato?): riprovare</source><translation>data already present (did another desk just record it?): try again</translation></message><message><source>descrizione del premio troppo lunga (al massimo {0} caratteri)</source><translation>prize description too long (at most {0} characters)</translation></message><message><source>dimensione del tabellone non valida: {0}</source><translation>invalid bracket size: {0}</translation></message><message><source>direzione non riconosciuta: '{0}' (orizz. oppure vert.)</source><translation>direction not recognised: '{0}' (horiz. or vert.)</translation></message><message><source>dizionario Hunspell illeggibile: {0}</source><translation>unreadable Hunspell dictionary: {0}</translation></message><message><source>dizionario Hunspell incompleto: manca il file {0}</source><translation>incomplete Hunspell dictionary: the file {0} is missing</translation></message><message><source>documento di duplicato sconosciuto: {0}</source><translation>unknown duplicate document: {0}</translation></message><message><source>documento sconosciuto: '{0}' (scegliere fra {1}; o in inglese: {2})</source><translation>unknown document: '{0}' (choose among {1}; or in English: {2})</translation></message><message><source>doppia sconfitta a tavolino</source><translation>double forfeit</translation></message><message><source>eliminazione a gruppi: il torneo prevede {0} turni, già abbinati tutti</source><translation>group elimination: the tournament has {0} rounds, all already paired</translation></message><message><source>errore del database</source><translation>database error</translation></message><message><source>errore del database ({0})</source><translation>database error ({0})</translation></message><message><source>errore del sistema ({0})</source><translation>system error ({0})</translation></message><message><source>errore di lettura o scrittura del disco</source><translation>disk read or write error</translation></message><message><source>esiste già</source><translation>already exists</translation></message><message><source>evitati per vincolo: {0}</source><translation>avoided by a constraint: {0}</translation></message><message><source>evitati per vincolo: {0} …</source><translation>avoided by a constraint: {0} …</translation></message><message><source>fascia {0}: il rating minimo ({1}) supera il massimo ({2})</source><translation>band {0}: the minimum rating ({1}) exceeds the maximum ({2})</translation></message><message><source>fasi: indicare i turni di italo-svizzero (almeno 1) e quanti giocatori passano al tabellone (almeno 2)</source><translation>phases: give the Italian-Swiss rounds (at least 1) and how many players go on to the bracket (at least 2)</translation></message><message><source>fasi: servono almeno 1 turno di italo-svizzero e almeno 2 giocatori nel tabellone</source><translation>phases: at least 1 Italian-Swiss round and at least 2 players in the bracket are needed</translation></message><message><source>fasi: {0} posti nel tabellone non si dividono tra {1} gruppi</source><translation>phases: {0} places in the bracket cannot be divided among {1} groups</translation></message><message><source>file Excel con troppe parti ({0})</source><translation>Excel file with too many parts ({0})</translation></message><message><source>file Excel illeggibile ({0})</source><translation>unreadable Excel file ({0})</translation></message><message><source>file Excel illeggibile: non è un archivio .xlsx valido</source><translation>unreadable Excel file: not a valid .xlsx archive</translation></message><message><source>file Excel sospetto: la parte {0} è compressa in modo anomalo</source><translation>suspicious Excel file: part {0} is compressed abnormally</translation></message><message><source>file Excel troppo grande una volta decompresso ({0} MB, al massimo {1} MB)</source><translation>Excel file too large once decompressed ({0} MB, at most {1} MB)</translation></message><message><source>file GCG troppo grande (al massimo 1 MB)</source><translation>GCG file too large (at most 1 MB)</translation></message><message><source>file TSH '{0}' non trovato</source><translation>TSH file '{0}' not found</translation></message><message><source>file dei foglietti troppo lungo: al massimo {0} righe</source><translation>slips file too long: at most {0} lines</translation></message><message><source>file del generatore di mosse danneggiato</source><translation>move generator file damaged</translation></message><message><source>file del generatore di mosse di un formato diverso: va ricostruito</source><translation>move generator file of another format: it must be rebuilt</translation></message><message><source>file del generatore di mosse illeggibile: {0}: {1}</source><translation>unreadable move generator file: {0}: {1}</translation></message><message><source>file del generatore di mosse non riconosciuto</source><translation>move generator file not recognised</translation></message><message><source>file del generatore di mosse troncato o danneggiato</source><translation>move generator file truncated or damaged</translation></message><message><source>file del lessico {0}: {1}</source><translation>lexicon file {0}: {1}</translation></message><message><source>file non trovato</source><translation>file not found</translation></message><message><source>file troppo grande ({0} KB, al massimo {1} MB)</source><translation>file too large ({0} KB, at most {1} MB)</translation></message><message><source>file:// indica una cartella di questo computer, non '{0}'</source><translation>file:// names a folder of this computer, not '{0}'</translation></message><message><source>file:// senza cartella (esempio: file:///mnt/sito)</source><translation>file:// without a folder (example: file:///mnt/site)</translation></message><message><source>fine partita ('end'): serve un oggetto JSON</source><translation>end of game ('end'): a JSON object is needed</translation></message><message><source>fine partita, capped: deve essere true o false</source><translation>end of game, capped: must be true or false</translation></message><message><source>fine partita, leggio di {0}: {1}</source><translation>end of game, rack of {0}: {1}</translation></message><message><source>fine partita: più tessere di quante ne abbia il gioco tra plancia e leggii: {0}</source><translation>end of game: more tiles on the board and racks than the game has: {0}</translation></message><message><source>fine partita: {0}</source><translation>end of game: {0}</translation></message><message><source>foglio {0} illeggibile (XML non valido)</source><translation>sheet {0} unreadable (invalid XML)</translation></message><message><source>formato '{0}' sconosciuto (json o gcg)</source><translation>unknown format '{0}' (json or gcg)</translation></message><message><source>formato .xls non supportato: salvarlo come .xlsx o .csv</source><translation>.xls format not supported: save it as .xlsx or .csv</translation></message><message><source>formato non riconosciuto per l'esportazione federale: '{0}' (.xlsx o .csv)</source><translation>format not recognised for the federation export: '{0}' (.xlsx or .csv)</translation></message><message><source>formato non riconosciuto per l'esportazione federale: '{0}' (usare .xlsx oppure .csv)</source><translation>format not recognised for the federation export: '{0}' (use .xlsx or .csv)</translation></message><message><source>formato non riconosciuto: '{0}' (attesi .figs, .t, .js (tourney.js di TSH), .csv o .xlsx, oppure l'indirizzo di un torneo su PostgreSQL)</source><translation>format not recognised: '{0}' (expected .figs, .t, .js (TSH's tourney.js), .csv or .xlsx, or the address of a tournament on PostgreSQL)</translation></message><message><source>formulario JSON annidato troppo in profondità ({0} livelli, al massimo {1})</source><translation>JSON scoresheet nested too deep ({0} levels, at most {1})</translation></message><message><source>formulario JSON troppo grande ({0} KB, al massimo {1} KB)</source><translation>JSON scoresheet too large ({0} KB, at most {1} KB)</translation></message><message><source>formulario JSON: 'meta' deve associare testi a testi</source><translation>JSON scoresheet: 'meta' must map texts to texts</translation></message><message><source>formulario JSON: 'meta' ha {0} voci, al massimo {1}</source><translation>JSON scoresheet: 'meta' has {0} entries, at most {1}</translation></message><message><source>formulario JSON: 'players' deve elencare i due giocatori per nome</source><translation>JSON scoresheet: 'players' must list the two players by name</translation></message><message><source>formulario JSON: 'profile' deve essere il nome di un profilo</source><translation>JSON scoresheet: 'profile' must be the name of a profile</translation></message><message><source>formulario JSON: 'turns' deve essere un elenco</source><translation>JSON scoresheet: 'turns' must be a list</translation></message><message><source>formulario JSON: formato '{0}' sconosciuto (atteso '{1}')</source><translation>JSON scoresheet: unknown format '{0}' (expected '{1}')</translation></message><message><source>formulario JSON: serve un oggetto con 'players' e 'turns'</source><translation>JSON scoresheet: an object with 'players' and 'turns' is needed</translation></message><message><source>formulario JSON: versione {0} non supportata ({1})</source><translation>JSON scoresheet: version {0} not supported ({1})</translation></message><message><source>formulario JSON: {0} turni, al massimo {1}</source><translation>JSON scoresheet: {0} turns, at most {1}</translation></message><message><source>formulario non valido: {0}</source><translation>invalid scoresheet: {0}</translation></message><message><source>ftp:// trasmette password e pagine in chiaro: usare ftps:// (FTP con TLS), oppure aggiungere --insecure per usarlo comunque</source><translation>ftp:// sends passwords and pages in clear: use ftps:// (FTP with TLS), or add --insecure to use it anyway</translation></message><message><source>giocata non riconosciuta: '{0}'</source><translation>play not recognised: '{0}'</translation></message><message><source>giocati {0} turni su {1}</source><translation>{0} rounds of {1} played</translation></message><message><source>giocatore '{0}' non dichiarato con #player1/#player2</source><translation>player '{0}' not declared with #player1/#player2</translation></message><message><source>giocatore a tempo scaduto: 0 (primo) o 1 (secondo), non {0}</source><translation>player out of time: 0 (first) or 1 (second), not {0}</translation></message><message><source>giocatore a tempo scaduto: deve essere 0 o 1 (o nessuno), non {0}</source><translation>player out of time: must be 0 or 1 (or none), not {0}</translation></message><message><source>giocatore già iscritto: {0}</source><translation>player already registered: {0}</translation></message><message><source>giocatore n. {0} inesistente</source><translation>player no. {0} does not exist</translation></message><message><source>giocatore presente: 0 (primo), 1 (secondo) o nessuno, non {0}</source><translation>player present: 0 (first), 1 (second) or none, not {0}</translation></message><message><source>giocatore presente: deve essere 0 o 1, non {0}</source><translation>player present: must be 0 or 1, not {0}</translation></message><message><source>giocatore ripetuto (già alla {0})</source><translation>player repeated (already at {0})</translation></message><message><source>giocatore {0}: campo board: tavolo oltre {1}</source><translation>player {0}: board field: table beyond {1}</translation></message><message><source>giocatore {0}: campo p12: i valori ammessi sono 0–4</source><translation>player {0}: p12 field: the allowed values are 0–4</translation></message><message><source>giocatore {0}: campo {1} con un valore negativo</source><translation>player {0}: field {1} with a negative value</translation></message><message><source>giocatore {0}: manca il nome</source><translation>player {0}: the name is missing</translation></message><message><source>giocatore {0}: non è un oggetto</source><translation>player {0}: not an object</translation></message><message><source>giocatore {0}: punteggio {1} fuori dall'intervallo (massimo {2})</source><translation>player {0}: score {1} out of range (at most {2})</translation></message><message><source>giocatore {0}: rating non valido '{1}'</source><translation>player {0}: invalid rating '{1}'</translation></message><message><source>giocatore {0}: tempo supplementare usato ma {1} s di tempo base residuo</source><translation>player {0}: extra time used but {1} s of base time left</translation></message><message><source>giocatore {0}: troppi turni ({1}, al massimo {2})</source><translation>player {0}: too many rounds ({1}, at most {2})</translation></message><message><source>giocatore {0}: {1}</source><translation>player {0}: {1}</translation></message><message><source>giocatore {0}: {1} punteggi ma solo {2} avversari</source><translation>player {0}: {1} scores but only {2} opponents</translation></message><message><source>giocatore {0}: {1} s di tempo supplementare usati, ma il profilo ne concede {2}; oltre si perde per tempo (flagged)</source><translation>player {0}: {1} s of extra time used, but the profile allows {2}; beyond that the game is lost on time (flagged)</translation></message><message><source>giocatore {0}: «etc» non è un oggetto</source><translation>player {0}: «etc» is not an object</translation></message><message><source>giocatore {0}: «id» {1} diverso dalla posizione</source><translation>player {0}: «id» {1} differs from the position</translation></message><message><source>giocatore {0}: «{1}» non è un elenco di numeri interi</source><translation>player {0}: «{1}» is not a list of integers</translation></message><message><source>giocatori indicati</source><translation>players named</translation></message><message><source>giocatori per circolo non validi: {0} (da 1 a 50)</source><translation>invalid players per club: {0} (1 to 50)</translation></message><message><source>giocatori per circolo non validi: {0} (da 1 a {1})</source><translation>invalid players per club: {0} (1 to {1})</translation></message><message><source>giocatori senza squadra: {0}</source><translation>players without a team: {0}</translation></message><message><source>girone già iniziato: non si possono aggiungere giocatori ({0})</source><translation>round robin already started: players cannot be added ({0})</translation></message><message><source>già abbinati {0} turni: troppi per {1} turni di italo-svizzero</source><translation>{0} rounds already paired: too many for {1} Italian-Swiss rounds</translation></message><message><source>già incontrati: {0}</source><translation>already met: {0}</translation></message><message><source>già incontrati: {0} …</source><translation>already met: {0} …</translation></message><message><source>gruppo a {0}: sorteggio tra pari vittorie (seme {1})</source><translation>group on {0}: draw among equal wins (seed {1})</translation></message><message><source>gruppo {0}: solo {1} giocatori per {2} posti nel tabellone</source><translation>group {0}: only {1} players for {2} places in the bracket</translation></message><message><source>ha iniziato meno partite ({0} contro {1})</source><translation>has started fewer games ({0} against {1})</translation></message><message><source>i due giocatori sono già allo stesso tavolo nel turno {0}</source><translation>the two players are already at the same table in round {0}</translation></message><message><source>i giocatori del formulario ({0}, {1}) non corrispondono a quelli del tavolo ({2}, {3}): chi ha iniziato è preso come primo giocatore</source><translation>the scoresheet's players ({0}, {1}) do not match the table's ({2}, {3}): whoever started is taken as the first player</translation></message><message><source>i giocatori devono essere numerati da 1 senza salti</source><translation>the players must be numbered from 1 without gaps</translation></message><message><source>i giocatori sono stati modificati nel frattempo da un'altra postazione: ricaricare</source><translation>the players were changed in the meantime by another desk: reload</translation></message><message><source>i gruppi si decidono prima del primo turno</source><translation>the groups are decided before the first round</translation></message><message><source>il JSON dopo «newt=» non è valido{0}</source><translation>the JSON after «newt=» is not valid{0}</translation></message><message><source>il bucket '{0}' non esiste su {1}</source><translation>the bucket '{0}' does not exist on {1}</translation></message><message><source>il certificato di {0} non è valido ({1}); con un certificato fatto in casa aggiungere --insecure</source><translation>the certificate of {0} is not valid ({1}); with a self-made certificate add --insecure</translation></message><message><source>il collegamento con il server del database si è interrotto: riprovare</source><translation>the connection to the database server was interrupted: try again</translation></message><message><source>il collegio di supporto ha tre membri (art. 45)</source><translation>the support panel has three members (art. 45)</translation></message><message><source>il collegio di supporto ha tre membri (art. 45), non {0}: {1}</source><translation>the support panel has three members (art. 45), not {0}: {1}</translation></message><message><source>il database indicato non esiste sul server</source><translation>the database given does not exist on the server</translation></message><message><source>il disco è in sola lettura</source><translation>the disk is read-only</translation></message><message><source>il dizionario fa più di {0} forme (quello italiano 3,3 milioni): file anomalo{1}, espansione interrotta</source><translation>the dictionary makes more than {0} forms (the Italian one 3.3 million): abnormal file{1}, expansion stopped</translation></message><message><source>il dizionario{0} farebbe circa {1} forme, più del limite di {2} (stima dopo {3} radici su {4}): file anomalo, espansione interrotta</source><translation>the dictionary{0} would make about {1} forms, more than the limit of {2} (estimate after {3} roots of {4}): abnormal file, expansion stopped</translation></message><message><source>il file</source><translation>the file</translation></message><message><source>il file '{0}' esiste già: scegliere un altro nome</source><translation>the file '{0}' already exists: choose another name</translation></message><message><source>il file '{0}' non esiste</source><translation>the file '{0}' does not exist</translation></message><message><source>il file '{0}' è vuoto: non è un file di torneo</source><translation>the file '{0}' is empty: it is not a tournament file</translation></message><message><source>il file contiene il carattere nullo (NUL)</source><translation>the file contains the null character (NUL)</translation></message><message><source>il file da cui è stato importato il lessico {0} non c'è più ({1}): reimportarlo con 'figs-td lexicon import' per usare il generatore di mosse</source><translation>the file the lexicon {0} was imported from is gone ({1}): import it again with 'figs-td lexicon import' to use the move generator</translation></message><message><source>il file dei foglietti ha righe col numero del giocatore in testa ({0}) e righe senza ({1}): scrivere il numero su tutte le righe (12: 8C ACARIO 27) oppure su nessuna (una riga per giocatore, nell'ordine)</source><translation>the slips file has lines starting with the player's number ({0}) and lines without ({1}): write the number on every line (12: 8C ACARIO 27) or on none (one line per player, in order)</translation></message><message><source>il file dei foglietti ha {0} senza il numero del giocatore, i giocatori {1} sono {2}: una riga per giocatore, nell'ordine (vuota per chi non ha consegnato il foglietto), oppure il numero in testa a ogni riga (12: 8C ACARIO 27)</source><translation>the slips file has {0} without the player's number, the players {1} are {2}: one line per player, in order (empty for a player who handed in no slip), or the number at the start of every line (12: 8C ACARIO 27)</translation></message><message><source>il file del torneo '{0}' non esiste</source><translation>the tournament file '{0}' does not exist</translation></message><message><source>il file del torneo '{0}' è danneggiato: il controllo di integrità ha trovato {1}; usare una copia di sicurezza (backup)</source><translation>the tournament file '{0}' is damaged: the integrity check found {1}; use a backup copy</translation></message><message><source>il file del torneo '{0}' è stato creato da una versione più recente di figs-td (schema {1}, questa versione arriva a {2}): aggiornare il programma</source><translation>the tournament file '{0}' was created by a newer version of figs-td (schema {1}, this version goes up to {2}): update the program</translation></message><message><source>il file del torneo contiene un tipo di partita sconosciuto: {0}</source><translation>the tournament file holds an unknown kind of game: {0}</translation></message><message><source>il file del torneo deve avere estensione .figs: '{0}'</source><translation>the tournament file must have the .figs extension: '{0}'</translation></message><message><source>il file del torneo {0}</source><translation>the tournament file {0}</translation></message><message><source>il file non indica le versioni dei risultati: per sostituirlo con quello del file ripetere l'importazione forzando (--force)</source><translation>the file does not give the results' versions: to replace it with the file's, import again forcing (--force)</translation></message><message><source>il file non è testo UTF-8</source><translation>the file is not UTF-8 text</translation></message><message><source>il file {0} non corrisponde al lessico {1}</source><translation>the file {0} does not match the lexicon {1}</translation></message><message><source>il file {0} non dà più la lista del lessico {1} (modificato, o importato con errata): reimportarlo per usare il generatore di mosse</source><translation>the file {0} no longer gives the list of the lexicon {1} (changed, or imported with errata): import it again to use the move generator</translation></message><message><source>il file è vuoto</source><translation>the file is empty</translation></message><message><source>il formulario della partita n. {0} è stato modificato nel frattempo da un'altra postazione; ricaricarlo prima di salvare</source><translation>the scoresheet of game no. {0} was changed in the meantime by another desk; reload it before saving</translation></message><message><source>il formulario non arriva alla fine della partita (art. 39): i punteggi finali valgono solo se la partita è stata interrotta</source><translation>the scoresheet does not reach the end of the game (art. 39): the final scores count only if the game was stopped</translation></message><message><source>il giocatore n. {0} non gioca al tavolo {1}</source><translation>player no. {0} does not play at table {1}</translation></message><message><source>il giocatore n. {0} non gioca nel turno {1}</source><translation>player no. {0} does not play in round {1}</translation></message><message><source>il giocatore n. {0} è già nella squadra {1}</source><translation>player no. {0} is already in team {1}</translation></message><message><source>il giocatore {0} ({1}) non è unito a nessuno</source><translation>player {0} ({1}) is not merged with anyone</translation></message><message><source>il giocatore {0} ({1}) è già unito al giocatore {2}</source><translation>player {0} ({1}) is already merged with player {2}</translation></message><message><source>il giocatore {0} non esiste nell'archivio</source><translation>player {0} does not exist in the archive</translation></message><message><source>il giocatore {0} è stato modificato nel frattempo da un'altra postazione: ricaricare e riprovare</source><translation>player {0} was changed in the meantime by another desk: reload and try again</translation></message><message><source>il girone fra {0} squadre ha {1} turni</source><translation>the round robin among {0} teams has {1} rounds</translation></message><message><source>il girone è finito: {0} turni per {1} giocatori</source><translation>the round robin is over: {0} rounds for {1} players</translation></message><message><source>il leggio avrebbe {0} tessere: restano {1} e se ne pescano al massimo {2}</source><translation>the rack would have {0} tiles: {1} remain and at most {2} are drawn</translation></message><message><source>il leggio {0} non ha almeno {1} vocali e {2} consonanti (mossa {3}, il jolly vale per le une o le altre): {4}</source><translation>the rack {0} does not have at least {1} vowels and {2} consonants (move {3}, the blank counts for either): {4}</translation></message><message><source>il lessico {0} è stato creato da una versione più recente</source><translation>the lexicon {0} was created by a newer version</translation></message><message><source>il manifesto con il codice QR è per i telefoni, ma l'indirizzo {0} è raggiungibile solo da questo computer: collegare il computer alla rete del locale, avviare la pagina live sulla rete (figs-td serve --lan) e rifare il manifesto</source><translation>the QR poster is for phones, but the address {0} can be reached only from this computer: connect the computer to the venue's network, start the live page on the network (figs-td serve --lan) and make the poster again</translation></message><message><source>il manifesto è un PDF: '{0}' deve finire in .pdf</source><translation>the poster is a PDF: '{0}' must end in .pdf</translation></message><message><source>il nome del torneo è obbligatorio</source><translation>the tournament name is required</translation></message><message><source>il nome {0} coincide con quello del lessico già importato {1} (stesso file {2}.json): scegliere un altro nome, o reimportare con --name {3} per sostituirlo</source><translation>the name {0} is the same as that of the lexicon already imported {1} (same file {2}.json): choose another name, or import again with --name {3} to replace it</translation></message><message><source>il nome {0} è riservato al lessico libero: sceglierne un altro</source><translation>the name {0} is reserved for the free lexicon: choose another</translation></message><message><source>il nome è troppo lungo</source><translation>the name is too long</translation></message><message><source>il percorso dell'indirizzo non può contenere '..': '{0}'</source><translation>the address's path cannot contain '..': '{0}'</translation></message><message><source>il premio {0} vale più del {1}: nella stessa classifica un posto migliore non può valere meno</source><translation>prize {0} is worth more than {1}: in the same standings a better place cannot be worth less</translation></message><message><source>il profilo '{0}' non prevede una durata massima della partita</source><translation>the profile '{0}' has no maximum game length</translation></message><message><source>il rating dopo il nome non è un numero: '{0}'</source><translation>the rating after the name is not a number: '{0}'</translation></message><message><source>il riposo si assegna abbinando il turno, non inserendo un risultato</source><translation>a bye is given by pairing the round, not by entering a result</translation></message><message><source>il sacchetto è vuoto</source><translation>the bag is empty</translation></message><message><source>il server del database non ha risposto in tempo</source><translation>the database server did not answer in time</translation></message><message><source>il server del database non risponde (connessione rifiutata)</source><translation>the database server does not answer (connection refused)</translation></message><message><source>il server della pagina live non è partito</source><translation>the live page server did not start</translation></message><message><source>il tabellone ad eliminazione diretta è concluso</source><translation>the knockout bracket is over</translation></message><message><source>il tabellone richiede almeno due giocatori</source><translation>the bracket needs at least two players</translation></message><message><source>il tabellone è già iniziato: opzioni non più modificabili</source><translation>the bracket has already started: its options can no longer be changed</translation></message><message><source>il tempo per contestare il risultato è scaduto</source><translation>the time to dispute the result is over</translation></message><message><source>il top della mossa {0} non è ancora sul tabellone</source><translation>the top of move {0} is not on the board yet</translation></message><message><source>il torneo '{0}' ({1}) non ha una data: impostarla prima di calcolare la classifica federale</source><translation>the tournament '{0}' ({1}) has no date: set it before computing the federation ranking</translation></message><message><source>il torneo '{0}' ha azioni salvate in '{1}' non ancora riportate nel file, che in sola lettura non si possono leggere: copiate '{2}' e '{3}' insieme in una cartella scrivibile e aprite il torneo da lì</source><translation>the tournament '{0}' has actions saved in '{1}' not yet carried into the file, which cannot be read read-only: copy '{2}' and '{3}' together into a writable folder and open the tournament from there</translation></message><message><source>il torneo '{0}' non è finito ({1}): non entra nell'archivio</source><translation>the tournament '{0}' is not over ({1}): it does not go into the archive</translation></message><message><source>il torneo '{0}' è di una versione precedente di figs-td e va aggiornato, ma {1}</source><translation>the tournament '{0}' is from an earlier version of figs-td and must be upgraded, but {1}</translation></message><message><source>il torneo non ha ancora turni abbinati</source><translation>the tournament has no paired rounds yet</translation></message><message><source>il torneo non ha categorie: definirle prima (categories band/free)</source><translation>the tournament has no categories: define them first (categories band/free)</translation></message><message><source>il torneo non ha squadre (teams add)</source><translation>the tournament has no teams (teams add)</translation></message><message><source>il torneo prevede {0} turni: sono già stati abbinati tutti</source><translation>the tournament has {0} rounds: all have already been paired</translation></message><message><source>il torneo è a sistema {0}: i comandi di duplicato valgono per i tornei creati con --system duplicato</source><translation>the tournament uses the {0} system: the duplicate commands apply to tournaments created with --system duplicato</translation></message><message><source>il torneo è in uso da un'altra postazione: riprovare tra poco</source><translation>the tournament is in use by another desk: try again shortly</translation></message><message><source>il torneo è stato modificato nel frattempo: riprovare</source><translation>the tournament was changed in the meantime: try again</translation></message><message><source>il tourney.js di TSH non vale per una gara di duplicato</source><translation>TSH's tourney.js does not apply to a duplicate event</translation></message><message><source>il turno 1 è già abbinato: il check-in dal telefono è chiuso</source><translation>round 1 is already paired: check-in from the phone is closed</translation></message><message><source>il turno {0} ha già {1} risultati inseriti: cancellarli prima o forzare</source><translation>round {0} already has {1} results entered: delete them first or force</translation></message><message><source>il turno {0} non è ancora stato abbinato</source><translation>round {0} has not been paired yet</translation></message><message><source>il turno {0} è a eliminazione diretta: chi non gioca perde l'incontro (players withdraw)</source><translation>round {0} is a knockout round: a player who does not play loses the match (players withdraw)</translation></message><message><source>il turno {0} è chiuso: rivolgiti al direttore di gara</source><translation>round {0} is closed: please see the tournament director</translation></message><message><source>il turno {0} è già abbinato: annullarlo prima di abbinarlo di nuovo</source><translation>round {0} is already paired: undo it before pairing it again</translation></message><message><source>il turno {0} è già abbinato: l'assenza di {1} in quel turno non si può più togliere</source><translation>round {0} is already paired: the absence of {1} in that round can no longer be removed</translation></message><message><source>il turno {0} è già stato abbinato</source><translation>round {0} has already been paired</translation></message><message><source>il turno {0} è già stato abbinato {1}</source><translation>round {0} has already been paired {1}</translation></message><message><source>il turno {0} è già stato abbinato: l'iscrizione tardiva può valere dal turno {1}</source><translation>round {0} has already been paired: the late entry can count from round {1}</translation></message><message><source>il turno {0} è stato modificato nel frattempo {1}; ricaricare e controllare</source><translation>round {0} was changed in the meantime {1}; reload and check</translation></message><message><source>importo fuori dai limiti (da 0 a 10000 euro)</source><translation>amount out of bounds (0 to 10000 euro)</translation></message><message><source>impossibile abbinare le squadre</source><translation>the teams cannot be paired</translation></message><message><source>impossibile aprire {0}:{1}: {2}</source><translation>cannot open {0}:{1}: {2}</translation></message><message><source>impossibile completare il turno dal giocatore {0}</source><translation>the round cannot be completed from player {0}</translation></message><message><source>impossibile {0} '{1}': {2}</source><translation>cannot {0} '{1}': {2}</translation></message><message><source>impossibile {0}: </source><translation>cannot {0}: </translation></message><message><source>impostazione 'spread_caps' non valida: {0}</source><translation>invalid setting 'spread_caps': {0}</translation></message><message><source>impostazione '{0}' non valida: {1}</source><translation>invalid setting '{0}': {1}</translation></message><message><source>impostazione sconosciuta: {0}</source><translation>unknown setting: {0}</translation></message><message><source>impostazioni dei risultati non valide</source><translation>invalid result settings</translation></message><message><source>impostazioni dei risultati non valide (chiavi sconosciute: {0})</source><translation>invalid result settings (unknown keys: {0})</translation></message><message><source>impostazioni delle fasi non valide: {0}</source><translation>invalid phase settings: {0}</translation></message><message><source>impostazioni sconosciute: {0}</source><translation>unknown settings: {0}</translation></message><message><source>in un incontro a più partite si alterna chi inizia</source><translation>in a match of several games who starts alternates</translation></message><message><source>in {0} c'è già la lettera {1}, non {2}</source><translation>at {0} there is already the letter {1}, not {2}</translation></message><message><source>indica almeno un giocatore (o --all per tutti)</source><translation>give at least one player (or --all for everyone)</translation></message><message><source>indicare almeno un file di torneo</source><translation>give at least one tournament file</translation></message><message><source>indicare i punti della penalità (ad es. p5): nessuna penalità preimpostata</source><translation>give the penalty points (e.g. p5): no preset penalty</translation></message><message><source>indicare il tavolo della partita</source><translation>give the table of the game</translation></message><message><source>indicare il turno della partita</source><translation>give the round of the game</translation></message><message><source>indicare la mossa (posizione e parola) o il punteggio</source><translation>give the move (position and word) or the score</translation></message><message><source>indicare la mossa n. (la posizione è quella prima di quella mossa)</source><translation>give the move no. (the position is the one before that move)</translation></message><message><source>indice del lessico {0} danneggiato: {1}</source><translation>index of the lexicon {0} damaged: {1}</translation></message><message><source>indice del lessico {0} danneggiato: {1} ({2})</source><translation>index of the lexicon {0} damaged: {1} ({2})</translation></message><message><source>indice del lessico {0} mancante: {1}</source><translation>index of the lexicon {0} missing: {1}</translation></message><message><source>indirizzo del database</source><translation>database address</translation></message><message><source>indirizzo del database non valido: {0} ({1})</source><translation>invalid database address: {0} ({1})</translation></message><message><source>indirizzo del sito web non gestito: '{0}' (si usano sftp://, ftps://, webdav://, webdavs://, s3:// e file://)</source><translation>web site address not supported: '{0}' (use sftp://, ftps://, webdav://, webdavs://, s3:// or file://)</translation></message><message><source>indirizzo del sito web non valido: '{0}' ({1})</source><translation>invalid web site address: '{0}' ({1})</translation></message><message><source>indirizzo del sito web troppo lungo ({0} caratteri, al più {1})</source><translation>web site address too long ({0} characters, at most {1})</translation></message><message><source>indirizzo del sito web vuoto (esempio: sftp://utente@host/percorso)</source><translation>empty web site address (example: sftp://user@host/path)</translation></message><message><source>indirizzo dell'archivio non valido: {0}</source><translation>invalid archive address: {0}</translation></message><message><source>indirizzo dell'archivio non valido: {0} (atteso postgresql+psycopg://…)</source><translation>invalid archive address: {0} (expected postgresql+psycopg://…)</translation></message><message><source>indirizzo della pagina mancante o troppo lungo</source><translation>page address missing or too long</translation></message><message><source>intestazione non riconosciuta (servono colonne come cognome/surname, nome/name, rating, circolo/club, tessera/id)</source><translation>header not recognised (columns such as cognome/surname, nome/name, rating, circolo/club, tessera/id are needed)</translation></message><message><source>intestazione non riconosciuta (servono le colonne tavolo/table, primo/first, secondo/second)</source><translation>header not recognised (the columns tavolo/table, primo/first, secondo/second are needed)</translation></message><message><source>inviare il sito</source><translation>send the site</translation></message><message><source>invio a s3:// non disponibile: manca la libreria boto3 (installarla con 'pip install boto3' nell'ambiente del programma)</source><translation>sending to s3:// is not available: the boto3 library is missing (install it with 'pip install boto3' in the program's environment)</translation></message><message><source>invio con {0}:// non disponibile in questa installazione (manca il modulo {1})</source><translation>sending with {0}:// is not available in this installation (the module {1} is missing)</translation></message><message><source>l'arbitro del torneo non è indicato</source><translation>the tournament's arbiter is not given</translation></message><message><source>l'arbitro gioca in questa partita e manca un membro del collegio di supporto che non vi giochi (art. 45)</source><translation>the arbiter plays in this game and a member of the support panel who does not play in it is missing (art. 45)</translation></message><message><source>l'archivio '{0}' non esiste</source><translation>the archive '{0}' does not exist</translation></message><message><source>l'archivio '{0}' è di una versione precedente di figs-td e va aggiornato, ma {1}</source><translation>the archive '{0}' is from an earlier version of figs-td and must be upgraded, but {1}</translation></message><message><source>l'archivio '{0}' è stato creato da una versione più recente di figs-td (schema {1}, questa versione arriva a {2}): aggiornare il programma</source><translation>the archive '{0}' was created by a newer version of figs-td (schema {1}, this version goes up to {2}): update the program</translation></message><message><source>l'archivio deve avere estensione {0}: '{1}'</source><translation>the archive must have the extension {0}: '{1}'</translation></message><message><source>l'archivio {0} non ha un elenco dei soci (archive ARCHIVIO members import FILE)</source><translation>the archive {0} has no member list (archive ARCHIVE members import FILE)</translation></message><message><source>l'evento '{0}' ({1}) non ha né categoria né data: indicarle con --category CAT e --date AAAA-MM-GG</source><translation>the event '{0}' ({1}) has neither category nor date: give them with --category CAT and --date YYYY-MM-DD</translation></message><message><source>l'evento '{0}' ({1}) non ha una categoria: indicarla con --category CAT</source><translation>the event '{0}' ({1}) has no category: give it with --category CAT</translation></message><message><source>l'evento '{0}' ({1}) non ha una data: indicarla con --date AAAA-MM-GG</source><translation>the event '{0}' ({1}) has no date: give it with --date YYYY-MM-DD</translation></message><message><source>l'evento {0} è stato sostituito nel frattempo da un'altra postazione</source><translation>event {0} was replaced in the meantime by another desk</translation></message><message><source>l'hai già inviata: il direttore di gara la sta esaminando</source><translation>you already sent it: the tournament director is looking at it</translation></message><message><source>l'impostazione '{0}' non esiste più: ricaricare</source><translation>the setting '{0}' no longer exists: reload</translation></message><message><source>l'impostazione '{0}' è stata modificata nel frattempo</source><translation>the setting '{0}' was changed in the meantime</translation></message><message><source>l'impostazione '{0}' è stata modificata nel frattempo da un'altra postazione (versione {1}, vista {2}): ricaricare</source><translation>the setting '{0}' was changed in the meantime by another desk (version {1}, seen {2}): reload</translation></message><message><source>l'indirizzo contiene una password: toglierla (sftp://utente@host/percorso); il programma la chiede e la conserva nel portachiavi del sistema</source><translation>the address contains a password: remove it (sftp://user@host/path); the program asks for it and keeps it in the system's keyring</translation></message><message><source>l'opzione --large non vale per «{0}» ({1}): ha già il formato per l'uso</source><translation>the option --large does not apply to «{0}» ({1}): it already has the format for its use</translation></message><message><source>l'opzione --provisional vale solo per la classifica, non per «{0}»</source><translation>the --provisional option applies only to the standings, not to «{0}»</translation></message><message><source>l'opzione --round non vale per «{0}» ({1}): il documento è unico</source><translation>the option --round does not apply to «{0}» ({1}): the document is a single one</translation></message><message><source>l'ordine delle scacchiere si sceglie prima del primo turno</source><translation>the board order is chosen before the first round</translation></message><message><source>la cartella '{0}' non esiste (o non è una cartella)</source><translation>the folder '{0}' does not exist (or is not a folder)</translation></message><message><source>la cartella del sito</source><translation>the site's folder</translation></message><message><source>la cartella di '{0}' non esiste</source><translation>the folder of '{0}' does not exist</translation></message><message><source>la cartella {0}</source><translation>the folder {0}</translation></message><message><source>la categoria {0} è libera: i limiti di rating sono delle fasce</source><translation>category {0} is free: rating limits belong to bands</translation></message><message><source>la chiave del server {0} è cambiata dall'ultima volta: invio fermato (se il server è stato reinstallato, togliere la sua riga da {1})</source><translation>the key of the server {0} changed since last time: sending stopped (if the server was reinstalled, remove its line from {1})</translation></message><message><source>la classifica federale si esporta in .xlsx, non '{0}'</source><translation>the federation ranking is exported as .xlsx, not '{0}'</translation></message><message><source>la classifica si esporta in .xlsx o .pdf, non '{0}'</source><translation>the standings are exported as .xlsx or .pdf, not '{0}'</translation></message><message><source>la copia del torneo deve avere estensione .figs: '{0}'</source><translation>the copy of the tournament must have the .figs extension: '{0}'</translation></message><message><source>la copia di '{0}' non ha superato il controllo</source><translation>the copy of '{0}' did not pass the check</translation></message><message><source>la copia non può sostituire il torneo stesso ('{0}')</source><translation>the copy cannot replace the tournament itself ('{0}')</translation></message><message><source>la coppia {0} – {1} non è vietata</source><translation>the pair {0} – {1} is not forbidden</translation></message><message><source>la data di fine ({0}) precede quella di inizio ({1})</source><translation>the end date ({0}) comes before the start date ({1})</translation></message><message><source>la divisione non ha l'elenco «players»</source><translation>the division has no «players» list</translation></message><message><source>la fascia {0} non ha limiti di rating</source><translation>band {0} has no rating limits</translation></message><message><source>la fascia {0} è per rating: niente anni di nascita</source><translation>band {0} is by rating: no years of birth</translation></message><message><source>la lettera {0} non esiste nel gioco italiano: solo un jolly (minuscola, {1}) può valere {2}</source><translation>the letter {0} does not exist in the Italian game: only a blank (lower case, {1}) can stand for {2}</translation></message><message><source>la mossa corrente è già confermata: prima una nuova estrazione</source><translation>the current move is already confirmed: first a new draw</translation></message><message><source>la mossa {0} non è ancora confermata: prima la giocata al tabellone</source><translation>move {0} is not confirmed yet: first the play on the board</translation></message><message><source>la mossa {0} non è ancora sul tabellone</source><translation>move {0} is not on the board yet</translation></message><message><source>la parola di {0} lettere esce dalla plancia</source><translation>the {0}-letter word goes off the board</translation></message><message><source>la parola non tocca nessuna lettera già sulla plancia</source><translation>the word touches no letter already on the board</translation></message><message><source>la parola prosegue con lettere già sulla plancia: va scritta intera</source><translation>the word continues with letters already on the board: write it whole</translation></message><message><source>la parola {0} contiene {1}, che non è una lettera A–Z</source><translation>the word {0} contains {1}, which is not a letter A–Z</translation></message><message><source>la partita ha già un risultato: se non è giusto, usa Contesta</source><translation>the game already has a result: if it is wrong, use Contest</translation></message><message><source>la partita {0} ha già le {1} mosse previste</source><translation>game {0} already has the {1} moves planned</translation></message><message><source>la partita {0} è finita</source><translation>game {0} is over</translation></message><message><source>la porta {0} è già in uso: sceglierne un'altra con --port</source><translation>port {0} is already in use: choose another with --port</translation></message><message><source>la presenza del giocatore è stata cambiata nel frattempo: ricarica e riprova</source><translation>the player's presence was changed meanwhile: reload and try again</translation></message><message><source>la prima parola deve avere almeno due lettere</source><translation>the first word must have at least two letters</translation></message><message><source>la prima parola deve passare per H8</source><translation>the first word must cross H8</translation></message><message><source>la riga deve finire con punteggio (+N) e totale</source><translation>the line must end with the score (+N) and the total</translation></message><message><source>la squadra {0} ha {1} giocatori: ne servono da {2} a {3}</source><translation>team {0} has {1} players: {2} to {3} are needed</translation></message><message><source>la tabella dei premi è vuota: aggiungere i premi (prize-table add)</source><translation>the prize table is empty: add the prizes (prize-table add)</translation></message><message><source>la tabella di Berger richiede un numero pari di posti, non {0}</source><translation>the Berger table needs an even number of places, not {0}</translation></message><message><source>la versione attesa vale per un giocatore solo</source><translation>the expected version applies to one player only</translation></message><message><source>le fasi (svizzero + eliminazione) valgono per un torneo italo-svizzero, non {0}</source><translation>phases (Swiss + knockout) apply to an Italian-Swiss tournament, not {0}</translation></message><message><source>le forme del dizionario{0} occupano più di {1} MB di memoria (quelle del dizionario italiano circa 160 MB): file anomalo, espansione interrotta</source><translation>the forms of the dictionary{0} take more than {1} MB of memory (those of the Italian dictionary about 160 MB): abnormal file, expansion stopped</translation></message><message><source>le forme del dizionario{0} occuperebbero circa {1} MB di memoria, più del limite di {2} MB (stima dopo {3} radici su {4}): file anomalo, espansione interrotta</source><translation>the forms of the dictionary{0} would take about {1} MB of memory, more than the limit of {2} MB (estimate after {3} roots of {4}): abnormal file, expansion stopped</translation></message><message><source>le squadre si compongono prima del primo turno: il torneo ha già turni abbinati</source><translation>teams are made up before the first round: the tournament already has paired rounds</translation></message><message><source>leggere la cartella del sito</source><translation>read the site's folder</translation></message><message><source>leggio '{0}' non valido</source><translation>invalid rack '{0}'</translation></message><message><source>leggio '{0}': '{1}' non è una tessera (lettere italiane e ? per il jolly)</source><translation>rack '{0}': '{1}' is not a tile (Italian letters and ? for the blank)</translation></message><message><source>leggio '{0}': {1} tessere, al massimo {2}</source><translation>rack '{0}': {1} tiles, at most {2}</translation></message><message><source>leggio del giocatore {0}: serve una stringa di lettere, non {1}</source><translation>rack of player {0}: a string of letters is needed, not {1}</translation></message><message><source>leggio finale di {0}: {1} tessere, ma dal formulario ne risultano {2}</source><translation>final rack of {0}: {1} tiles, but the scoresheet gives {2}</translation></message><message><source>leggio {0} impossibile: fuori dal tabellone restano {1} {2}, il leggio ne ha {3}</source><translation>rack {0} impossible: off the board {1} {2} remain, the rack has {3}</translation></message><message><source>lessico {0} sconosciuto (disponibili: {1})</source><translation>unknown lexicon {0} (available: {1})</translation></message><message><source>limite dello scarto non valido: {0} (da 0 = nessuno a {1}, al massimo {2} turni)</source><translation>invalid spread cap: {0} (from 0 = none to {1}, at most {2} rounds)</translation></message><message><source>limite dello scarto non valido: {0} (un numero, o uno per turno separati da virgole come 300,300,250; al massimo {1} turni)</source><translation>invalid spread cap: {0} (a number, or one per round separated by commas such as 300,300,250; at most {1} rounds)</translation></message><message><source>lista non ordinata o con doppioni: {0} prima di {1}</source><translation>list not sorted or with duplicates: {0} before {1}</translation></message><message><source>lo scarto della vittoria a tavolino deve essere di almeno 1 punto</source><translation>the spread of a forfeit win must be at least 1 point</translation></message><message><source>manca ':' dopo il nome del giocatore</source><translation>':' missing after the player's name</translation></message><message><source>manca il nome del giocatore</source><translation>the player's name is missing</translation></message><message><source>manca il nome del lessico (--name)</source><translation>the name of the lexicon is missing (--name)</translation></message><message><source>manca il rating dopo il nome</source><translation>the rating after the name is missing</translation></message><message><source>manca l'elenco «divisions»</source><translation>the «divisions» list is missing</translation></message><message><source>manca la colonna del cognome o del nome</source><translation>the surname or name column is missing</translation></message><message><source>manca la colonna {0}: non è un elenco dei soci (servono le colonne tessera e cognome/nome o socio; facoltative circolo e scadenza)</source><translation>column {0} is missing: this is not a member list (the columns tessera and cognome/nome or socio are needed; circolo and scadenza are optional)</translation></message><message><source>manca la mossa, il punteggio o il tasto (t, s, r, b, m)</source><translation>the move, the score or the key (t, s, r, b, m) is missing</translation></message><message><source>manca openpyxl per leggere i file .xlsx</source><translation>openpyxl is missing to read .xlsx files</translation></message><message><source>manca un valore</source><translation>a value is missing</translation></message><message><source>manca una virgola</source><translation>a comma is missing</translation></message><message><source>mancano i due punti</source><translation>a colon is missing</translation></message><message><source>mancano i leggii finali: nessuna detrazione per le tessere rimaste (art. 40)</source><translation>the final racks are missing: no deduction for the tiles left (art. 40)</translation></message><message><source>mancano le colonne: {0}</source><translation>columns missing: {0}</translation></message><message><source>memoria esaurita</source><translation>out of memory</translation></message><message><source>minimo di vocali più consonanti oltre 7 tessere</source><translation>minimum of vowels plus consonants beyond 7 tiles</translation></message><message><source>minimo di vocali/consonanti fuori dai limiti (0–7)</source><translation>minimum of vowels/consonants out of range (0–7)</translation></message><message><source>minuti non validi: {0} (da 1 a {1})</source><translation>invalid minutes: {0} (1 to {1})</translation></message><message><source>modifica in una transazione di sola lettura (usare store.transaction)</source><translation>change in a read-only transaction (use store.transaction)</translation></message><message><source>module {0} has no attribute {1}</source><translation>module {0} has no attribute {1}</translation></message><message><source>modulo non valido</source><translation>invalid form</translation></message><message><source>modulo troppo grande</source><translation>form too large</translation></message><message><source>mossa '{0}': carattere '{1}' non ammesso nella parola</source><translation>move '{0}': character '{1}' not allowed in the word</translation></message><message><source>mossa '{0}': manca la posizione ({1})</source><translation>move '{0}': the position is missing ({1})</translation></message><message><source>mossa '{0}': serve una sola parola ({1})</source><translation>move '{0}': a single word is needed ({1})</translation></message><message><source>mossa mancante</source><translation>move missing</translation></message><message><source>mossa n. {0} inesistente: il formulario del tavolo {1} ne ha {2}</source><translation>move no. {0} does not exist: the scoresheet of table {1} has {2}</translation></message><message><source>mossa non riconosciuta: '{0}'</source><translation>move not recognised: '{0}'</translation></message><message><source>mossa non valida: {0}</source><translation>invalid move: {0}</translation></message><message><source>mossa scritta troppo lunga</source><translation>move written too long</translation></message><message><source>mossa {0} inesistente</source><translation>move {0} does not exist</translation></message><message><source>mossa {0} inesistente (la partita ne ha {1})</source><translation>move {0} does not exist (the game has {1})</translation></message><message><source>mossa {0} inesistente (la partita {1} ne ha {2})</source><translation>move {0} does not exist (game {1} has {2})</translation></message><message><source>mossa {0}: {1}</source><translation>move {0}: {1}</translation></message><message><source>motivo troppo lungo ({0} caratteri; al massimo {1})</source><translation>reason too long ({0} characters; at most {1})</translation></message><message><source>move_valid deve essere True o False, non {0}</source><translation>move_valid must be True or False, not {0}</translation></message><message><source>nati dal {0}</source><translation>born from {0}</translation></message><message><source>nati fino al {0}</source><translation>born up to {0}</translation></message><message><source>nel duplicato non ci sono abbinamenti: nessuna assenza per turno</source><translation>a duplicate event has no pairings: no absence for a round</translation></message><message><source>nel sacchetto restano {0} tessere {1}, non {2}</source><translation>the bag has {0} tiles {1} left, not {2}</translation></message><message><source>nel turno {0} non c'è il tavolo {1}</source><translation>round {0} has no table {1}</translation></message><message><source>nel turno {0} non hai una partita da segnalare</source><translation>in round {0} you have no game to report</translation></message><message><source>nell'indirizzo manca {0}: '{1}'</source><translation>the address lacks {0}: '{1}'</translation></message><message><source>nella tabella di Berger il numero {0} è scritto per primo</source><translation>in the Berger table number {0} is written first</translation></message><message><source>nessun giocatore col numero {0}</source><translation>no player with number {0}</translation></message><message><source>nessun giocatore nel file (solo l'intestazione)</source><translation>no player in the file (only the header)</translation></message><message><source>nessun giocatore si chiama '{0}'</source><translation>no player is called '{0}'</translation></message><message><source>nessun lessico attivo: caricarne uno (Arbitro → Carica lessico…, o Usa il lessico libero) per calcolare la mossa migliore</source><translation>no active lexicon: load one (Arbiter → Load lexicon…, or Use the free lexicon) to work out the best move</translation></message><message><source>nessun lessico caricato e nessun dizionario libero it_IT trovato: caricare la lista ufficiale con 'figs-td lexicon import FILE --name NOME'</source><translation>no lexicon loaded and no free it_IT dictionary found: load the official list with 'figs-td lexicon import FILE --name NAME'</translation></message><message><source>nessun risultato nel file (solo l'intestazione)</source><translation>no result in the file (only the header)</translation></message><message><source>nessun socio nel file (solo l'intestazione)</source><translation>no member in the file (only the header)</translation></message><message><source>nessun top alla mossa {0}: nessuna mossa era possibile</source><translation>no top at move {0}: no move was possible</translation></message><message><source>nessun turno abbinato</source><translation>no round paired</translation></message><message><source>nessun turno da cancellare</source><translation>no round to delete</translation></message><message><source>nessun turno è stato ancora abbinato</source><translation>no round has been paired yet</translation></message><message><source>nessuna divisione nel file</source><translation>no division in the file</translation></message><message><source>nessuna estrazione da giocare: prima 'draw'</source><translation>no draw to play: first 'draw'</translation></message><message><source>nessuna estrazione: prima 'draw'</source><translation>no draw: first 'draw'</translation></message><message><source>nessuna lettera rimasta sul leggio: una estrazione normale</source><translation>no letter left on the rack: a normal draw</translation></message><message><source>nessuna parola contestata</source><translation>no word challenged</translation></message><message><source>nessuna parola di almeno due lettere</source><translation>no word of at least two letters</translation></message><message><source>nessuna parola valida in {0}</source><translation>no valid word in {0}</translation></message><message><source>nessuna partita di duplicato: crearla con 'figs-td duplicate new'</source><translation>no duplicate game: create it with 'figs-td duplicate new'</translation></message><message><source>nessuna rete locale trovata: collegare il computer alla rete del locale</source><translation>no local network found: connect the computer to the venue's network</translation></message><message><source>nessuna tessera nuova sulla plancia</source><translation>no new tile on the board</translation></message><message><source>niente da modificare: indicare --name, --rating, --club, --id o --registration-rating</source><translation>nothing to change: give --name, --rating, --club, --id or --registration-rating</translation></message><message><source>nome del giocatore mancante</source><translation>player's name missing</translation></message><message><source>nome del giocatore mancante{0}</source><translation>player's name missing{0}</translation></message><message><source>nome del server del database sconosciuto</source><translation>database server name unknown</translation></message><message><source>nome di categoria non valido: {0} (da 1 a {1} caratteri)</source><translation>invalid category name: {0} (1 to {1} characters)</translation></message><message><source>nome di file non valido per il sito: '{0}'</source><translation>file name not valid for the site: '{0}'</translation></message><message><source>nome di lessico non valido: {0}</source><translation>invalid lexicon name: {0}</translation></message><message><source>nome di squadra non valido: {0} (da 1 a {1} caratteri)</source><translation>invalid team name: {0} (1 to {1} characters)</translation></message><message><source>non c'è ancora un risultato da contestare</source><translation>there is no result to dispute yet</translation></message><message><source>non c'è una segnalazione da confermare: ricarica la pagina</source><translation>there is no report to confirm: reload the page</translation></message><message><source>non esiste</source><translation>does not exist</translation></message><message><source>non giochi al tavolo {0} del turno {1}: il tuo è il tavolo {2}</source><translation>you do not play at table {0} of round {1}: yours is table {2}</translation></message><message><source>non si può aprire (cartella inesistente o senza permessi)</source><translation>cannot be opened (folder missing or without permissions)</translation></message><message><source>non è un oggetto JSON</source><translation>not a JSON object</translation></message><message><source>non è un tourney.js di TSH (manca «newt=» all'inizio)</source><translation>not a TSH tourney.js («newt=» missing at the start)</translation></message><message><source>numero atteso (al massimo 5 cifre), non '{0}'</source><translation>number expected (at most 5 digits), not '{0}'</translation></message><message><source>numero di mosse da mostrare fuori dai limiti (1–{0}): {1}</source><translation>number of moves to show out of range (1–{0}): {1}</translation></message><message><source>numero di mosse fuori dai limiti (0–{0}): {1}</source><translation>number of moves out of range (0–{0}): {1}</translation></message><message><source>numero di partite per incontro non valido: {0}</source><translation>invalid number of games per match: {0}</translation></message><message><source>numero di turni non valido: {0}</source><translation>invalid number of rounds: {0}</translation></message><message><source>numero di turni previsto non valido: {0}</source><translation>invalid planned number of rounds: {0}</translation></message><message><source>numero di turno non valido: {0}</source><translation>invalid round number: {0}</translation></message><message><source>numero non valido</source><translation>invalid number</translation></message><message><source>numero troppo lungo</source><translation>number too long</translation></message><message><source>nuovo tentativo fra {0} s</source><translation>new attempt in {0} s</translation></message><message><source>ogni rating</source><translation>any rating</translation></message><message><source>opaque="{0}"</source><translation>opaque="{0}"</translation></message><message><source>operazione non permessa</source><translation>operation not permitted</translation></message><message><source>ora senza risultato</source><translation>now without a result</translation></message><message><source>ora {0}-{1}</source><translation>now {0}-{1}</translation></message><message><source>ora: doppia sconfitta a tavolino</source><translation>now: double forfeit</translation></message><message><source>parametri del profilo sconosciuti: {0}</source><translation>unknown profile parameters: {0}</translation></message><message><source>parametri del rating non validi (scala tra 0 e 1, K non negativi)</source><translation>invalid rating parameters (scale between 0 and 1, K not negative)</translation></message><message><source>parametri del rating non validi: {0}</source><translation>invalid rating parameters: {0}</translation></message><message><source>parola di una sola lettera: {0}</source><translation>one-letter word: {0}</translation></message><message><source>parola di {0} lettere: al massimo {1} (la plancia)</source><translation>{0}-letter word: at most {1} (the board)</translation></message><message><source>parola vuota</source><translation>empty word</translation></message><message><source>parola vuota nella lista</source><translation>empty word in the list</translation></message><message><source>parole di 2 e 3 lettere: una sola copia, {0}</source><translation>2- and 3-letter words: one copy only, {0}</translation></message><message><source>partenze in parità: inizia il meglio classificato</source><translation>starts equal: the better-ranked player starts</translation></message><message><source>partita del turno {0} nel turno {1}</source><translation>game of round {0} in round {1}</translation></message><message><source>partita di duplicato n. {0} inesistente</source><translation>duplicate game no. {0} does not exist</translation></message><message><source>partita di duplicato troppo grande</source><translation>duplicate game too large</translation></message><message><source>partita n. {0} inesistente</source><translation>game no. {0} does not exist</translation></message><message><source>partita {0} inesistente (l'evento ha: {1})</source><translation>game {0} does not exist (the event has: {1})</translation></message><message><source>partita {0}: nessuna mossa ancora sul tabellone</source><translation>game {0}: no move on the board yet</translation></message><message><source>partite per incontro: almeno 1, non {0}</source><translation>games per match: at least 1, not {0}</translation></message><message><source>password sbagliata o utente non autorizzato su {0}</source><translation>wrong password or user not authorised on {0}</translation></message><message><source>password sbagliata o utente non autorizzato su {0} ({1})</source><translation>wrong password or user not authorised on {0} ({1})</translation></message><message><source>penalità a carico di chi? {0} (mover/challenger)</source><translation>penalty charged to whom? {0} (mover/challenger)</translation></message><message><source>penalità e valore della mossa non possono essere negativi</source><translation>penalty and value of the move cannot be negative</translation></message><message><source>penalità fuori dai limiti (1–{0}): {1}</source><translation>penalty out of range (1–{0}): {1}</translation></message><message><source>per correggerlo indicare la versione della partita che si sostituisce (--version {0}) oppure forzare (--force)</source><translation>to correct it give the version of the game being replaced (--version {0}) or force (--force)</translation></message><message><source>permesso negato</source><translation>permission denied</translation></message><message><source>permesso negato dal server del database</source><translation>permission denied by the database server</translation></message><message><source>posizione '{0}': la colonna è fuori dalla plancia (A–O)</source><translation>position '{0}': the column is off the board (A–O)</translation></message><message><source>posizione '{0}': la riga {1} è fuori dalla plancia (1–15)</source><translation>position '{0}': row {1} is off the board (1–15)</translation></message><message><source>posizione del premio non valida: {0} (da 1 a 500)</source><translation>invalid prize place: {0} (1 to 500)</translation></message><message><source>posizione non riconosciuta: '{0}' ({1})</source><translation>position not recognised: '{0}' ({1})</translation></message><message><source>posizione non valida: {0}</source><translation>invalid position: {0}</translation></message><message><source>pragma prima di qualsiasi mossa</source><translation>pragma before any move</translation></message><message><source>preimpostazione sconosciuta: {0} (francese, nessuno)</source><translation>unknown preset: {0} (francese, nessuno)</translation></message><message><source>premio inesistente: {0}</source><translation>no such prize: {0}</translation></message><message><source>premio ripetuto: {0}</source><translation>prize repeated: {0}</translation></message><message><source>premio {0}: la categoria «{1}» non esiste</source><translation>prize {0}: the category «{1}» does not exist</translation></message><message><source>premio {0}: {1} non valido: {2}</source><translation>prize {0}: invalid {1}: {2}</translation></message><message><source>primo turno a sorteggio (seme {0})</source><translation>first round by draw (seed {0})</translation></message><message><source>primo turno per rating, dall'alto in giù per rispettare i vincoli</source><translation>first round by rating, from the top down to respect the constraints</translation></message><message><source>primo turno per rating: prima metà contro seconda metà</source><translation>first round by rating: first half against second half</translation></message><message><source>profilo '{0}': il cambio richiede almeno 1 tessera nel sacchetto</source><translation>profile '{0}': an exchange needs at least 1 tile in the bag</translation></message><message><source>profilo '{0}': il tempo base deve essere positivo</source><translation>profile '{0}': the base time must be positive</translation></message><message><source>profilo '{0}': il tempo base di {1} minuti è fuori dai limiti {2}–{3} (cambiare anche base_time_range per uscirne)</source><translation>profile '{0}': the base time of {1} minutes is outside the limits {2}–{3} (change base_time_range too to go beyond them)</translation></message><message><source>profilo '{0}': il tempo supplementare deve essere positivo</source><translation>profile '{0}': the extra time must be positive</translation></message><message><source>profilo '{0}': la durata massima deve essere positiva</source><translation>profile '{0}': the maximum length must be positive</translation></message><message><source>profilo '{0}': la penalità minima deve essere ≥ 1</source><translation>profile '{0}': the minimum penalty must be ≥ 1</translation></message><message><source>profilo '{0}': lo scarto convenzionale deve essere ≥ 1</source><translation>profile '{0}': the conventional spread must be ≥ 1</translation></message><message><source>profilo '{0}': manca la penalità per il tempo esaurito</source><translation>profile '{0}': the penalty for running out of time is missing</translation></message><message><source>profilo '{0}': spareggio ad eliminazione sconosciuto '{1}' (usare {2})</source><translation>profile '{0}': unknown knockout tie-break '{1}' (use {2})</translation></message><message><source>profilo '{0}': {1} non può essere negativo ({2})</source><translation>profile '{0}': {1} cannot be negative ({2})</translation></message><message><source>profilo di regole sconosciuto: {0} (disponibili: {1})</source><translation>unknown rule profile: {0} (available: {1})</translation></message><message><source>profilo non valido: {0} (usare get_profile)</source><translation>invalid profile: {0} (use get_profile)</translation></message><message><source>punteggio dichiarato fuori dai limiti (0–{0}): {1}</source><translation>declared score out of bounds (0–{0}): {1}</translation></message><message><source>punteggio negativo in '{0}': impossibile</source><translation>negative score in '{0}': impossible</translation></message><message><source>punteggio negativo: {0}</source><translation>negative score: {0}</translation></message><message><source>punteggio non valido: '{0}'</source><translation>invalid score: '{0}'</translation></message><message><source>punteggio non valido: '{0}' (scrivere per esempio 412-380)</source><translation>invalid score: '{0}' (write for example 412-380)</translation></message><message><source>punteggio {0} fuori dall'intervallo (massimo {1})</source><translation>score {0} out of range (maximum {1})</translation></message><message><source>punteggio {0} oltre il top della mossa ({1})</source><translation>score {0} beyond the top of the move ({1})</translation></message><message><source>punti dichiarati non validi: '{0}'</source><translation>invalid declared points: '{0}'</translation></message><message><source>quota del disco esaurita</source><translation>disk quota exhausted</translation></message><message><source>rating all'iscrizione non valido: {0} (da 0 a {1})</source><translation>invalid rating at registration: {0} (0 to {1})</translation></message><message><source>rating non valido: {0}</source><translation>invalid rating: {0}</translation></message><message><source>rating per le liste di parole negativo: {0}</source><translation>negative rating for the word lists: {0}</translation></message><message><source>rating per le liste di parole non valido: {0}</source><translation>invalid rating for the word lists: {0}</translation></message><message><source>rating {0} fuori dall'intervallo (0–5000)</source><translation>rating {0} out of range (0–5000)</translation></message><message><source>rating {0}–{1}</source><translation>rating {0}–{1}</translation></message><message><source>rating ≤ {0}</source><translation>rating ≤ {0}</translation></message><message><source>rating ≥ {0}</source><translation>rating ≥ {0}</translation></message><message><source>regola '{0}': scrivere CHIAVE=VALORE, per esempio base_time_min=25</source><translation>rule '{0}': write KEY=VALUE, for example base_time_min=25</translation></message><message><source>regola per le parità sconosciuta: {0} (rating o shared)</source><translation>unknown rule for ties: {0} (rating or shared)</translation></message><message><source>regola sconosciuta: '{0}' (possibili: {1})</source><translation>unknown rule: '{0}' (possible: {1})</translation></message><message><source>regole della classifica non valide: {0}</source><translation>invalid ranking rules: {0}</translation></message><message><source>regole della classifica: servono almeno 1 mese, 1 risultato contato, scarti non negativi e una tabella dei punti</source><translation>ranking rules: at least 1 month, 1 counted result, non-negative drops and a points table are needed</translation></message><message><source>regole di estrazione fuori dai limiti</source><translation>drawing rules out of range</translation></message><message><source>richiesta da un altro sito: rifiutata</source><translation>request from another site: refused</translation></message><message><source>riferimento a un dato che non esiste più (dati incoerenti)</source><translation>reference to data that no longer exist (inconsistent data)</translation></message><message><source>riga CSV malformata</source><translation>malformed CSV row</translation></message><message><source>riga CSV malformata (virgolette non chiuse?)</source><translation>malformed CSV row (unclosed quotes?)</translation></message><message><source>riga non riconosciuta: '{0}'</source><translation>line not recognised: '{0}'</translation></message><message><source>riga troppo lunga (al massimo {0} caratteri)</source><translation>line too long (at most {0} characters)</translation></message><message><source>riga {0}, {1}: {2}</source><translation>line {0}, {1}: {2}</translation></message><message><source>risposta troppo grande da {0}</source><translation>response too big from {0}</translation></message><message><source>rivincita ({0})</source><translation>rematch ({0})</translation></message><message><source>ruolo di chi decide non valido: {0} (arbitro/collegio)</source><translation>invalid role of who rules: {0} (arbitro/collegio)</translation></message><message><source>salvataggio rifiutato: i dati sono stati modificati nel frattempo da un'altra postazione o violano un vincolo del torneo ({0})</source><translation>save refused: the data were changed in the meantime by another desk or break a constraint of the tournament ({0})</translation></message><message><source>salvataggio rifiutato: l'archivio è stato modificato nel frattempo da un'altra postazione ({0})</source><translation>save refused: the archive was changed in the meantime by another desk ({0})</translation></message><message><source>scambio di un giocatore con sé stesso</source><translation>swap of a player with themselves</translation></message><message><source>scartati perché lascerebbero altri senza avversario nuovo: {0}</source><translation>passed over because they would leave others without a new opponent: {0}</translation></message><message><source>scartati perché lascerebbero altri senza avversario nuovo: {0} …</source><translation>passed over because they would leave others without a new opponent: {0} …</translation></message><message><source>scegliere il file in cui salvare il torneo</source><translation>choose the file to save the tournament in</translation></message><message><source>scelta non valida per gli assenti: {0}</source><translation>invalid choice for the absent players: {0}</translation></message><message><source>scelta {0} fuori dalla lista dei top (1–{1})</source><translation>choice {0} outside the list of tops (1–{1})</translation></message><message><source>scheda del lessico illeggibile: {0}: {1}</source><translation>unreadable lexicon card: {0}: {1}</translation></message><message><source>scrittura in una transazione di sola lettura</source><translation>write in a read-only transaction</translation></message><message><source>scrivere il sito</source><translation>write the site</translation></message><message><source>scrivere il sito dell'archivio</source><translation>write the archive's site</translation></message><message><source>scrivere la copia del torneo</source><translation>write the copy of the tournament</translation></message><message><source>scrivere la copia dell'archivio</source><translation>write the copy of the archive</translation></message><message><source>se anche lo spareggio è pari passa chi ha fatto più punti nell'incontro</source><translation>if the play-off is tied too, whoever scored more points in the match goes through</translation></message><message><source>se anche lo spareggio è pari passa la testa di serie più alta</source><translation>if the play-off is tied too, the higher seed goes through</translation></message><message><source>se anche lo spareggio è pari si rigioca ancora</source><translation>if the play-off is tied too, it is replayed again</translation></message><message><source>secondo il formulario ha iniziato {0}, ma l'abbinamento indica {1}</source><translation>according to the scoresheet {0} started, but the pairing says {1}</translation></message><message><source>segnalazione n. {0} inesistente</source><translation>report no. {0} does not exist</translation></message><message><source>segnalazione n. {0}: cambiata nel frattempo da un'altra postazione</source><translation>report no. {0}: changed in the meantime by another desk</translation></message><message><source>segnalazione n. {0}: già {1}</source><translation>report no. {0}: already {1}</translation></message><message><source>segnalazione sconosciuta: {0}</source><translation>unknown report: {0}</translation></message><message><source>seme fuori dai limiti: {0}</source><translation>seed out of range: {0}</translation></message><message><source>sequenza \ non valida</source><translation>invalid \ sequence</translation></message><message><source>serve il nome di una chiave tra virgolette</source><translation>a key name in quotes is needed</translation></message><message><source>server {0} non raggiungibile ({1})</source><translation>server {0} unreachable ({1})</translation></message><message><source>si può abbinare solo il turno successivo ({0}), non il {1}</source><translation>only the next round ({0}) can be paired, not {1}</translation></message><message><source>si può abbinare solo il turno {0}, non il {1}</source><translation>only round {0} can be paired, not {1}</translation></message><message><source>si può annullare solo l'ultimo turno abbinato ({0}), non il {1}</source><translation>only the last paired round ({0}) can be undone, not {1}</translation></message><message><source>sintassi non valida</source><translation>invalid syntax</translation></message><message><source>sistema di abbinamento sconosciuto: '{0}' (noti: {1})</source><translation>unknown pairing system: '{0}' (known: {1})</translation></message><message><source>sistema di gioco sconosciuto: {0} (possibili: {1})</source><translation>unknown game system: {0} (possible: {1})</translation></message><message><source>sono già stati abbinati {0} turni: il torneo non può averne {1}</source><translation>{0} rounds have already been paired: the tournament cannot have {1}</translation></message><message><source>sorteggio del primo turno sconosciuto: '{0}' (usare random o rating)</source><translation>unknown first-round draw: '{0}' (use random or rating)</translation></message><message><source>sorteggio sconosciuto: '{0}' (usare random o rating)</source><translation>unknown draw: '{0}' (use random or rating)</translation></message><message><source>spareggi non validi: {0}</source><translation>invalid tie-breaks: {0}</translation></message><message><source>spareggi sconosciuti: {0} (predefiniti: {1} oppure un elenco di criteri)</source><translation>unknown tie-breaks: {0} (presets: {1} or a list of criteria)</translation></message><message><source>spareggi: serve un preset (FIGS, WESPA) o un elenco di criteri</source><translation>tie-breaks: a preset (FIGS, WESPA) or a list of criteria is needed</translation></message><message><source>spazio esaurito su {0}: {1} non scritto</source><translation>no space left on {0}: {1} not written</translation></message><message><source>spazio esaurito sul disco</source><translation>no space left on the disk</translation></message><message><source>squadra inesistente: {0}</source><translation>no such team: {0}</translation></message><message><source>squadra ripetuta: {0}</source><translation>team repeated: {0}</translation></message><message><source>squadra {0}: giocatore n. {1} inesistente</source><translation>team {0}: player no. {1} does not exist</translation></message><message><source>stesso circolo</source><translation>same club</translation></message><message><source>tabella dei punti non valida: '{0}' (esempio: 100,80,60/1)</source><translation>invalid points table: '{0}' (example: 100,80,60/1)</translation></message><message><source>tabella dei punti per posizione: valori negativi non ammessi</source><translation>points table by place: negative values not allowed</translation></message><message><source>tabella dei punti vuota</source><translation>empty points table</translation></message><message><source>tabella di Berger, turno {0}: {1} contro {2}</source><translation>Berger table, round {0}: {1} against {2}</translation></message><message><source>tabellone a {0}: solo {1} giocatori attivi</source><translation>bracket of {0}: only {1} active players</translation></message><message><source>tabellone non valido</source><translation>invalid bracket</translation></message><message><source>tavolo {0} ripetuto (già alla riga {1})</source><translation>table {0} repeated (already at line {1})</translation></message><message><source>tempo per mossa fuori dai limiti (10–3600 s): {0}</source><translation>time per move out of range (10–3600 s): {0}</translation></message><message><source>tessera {0} già usata da {1}</source><translation>tile {0} already used by {1}</translation></message><message><source>tessera {0} ripetuta (già alla {1})</source><translation>tile {0} repeated (already at {1})</translation></message><message><source>testo tra virgolette non chiuso</source><translation>quoted text not closed</translation></message><message><source>tipo di categoria sconosciuto: {0} (fascia o libera)</source><translation>unknown kind of category: {0} (band or free)</translation></message><message><source>tipo di foglietto sconosciuto: {0}</source><translation>unknown kind of slip: {0}</translation></message><message><source>tipo di risultato sconosciuto: {0} (possibili: {1})</source><translation>unknown kind of result: {0} (possible: {1})</translation></message><message><source>torneo aperto in sola lettura: usare read()</source><translation>tournament open read-only: use read()</translation></message><message><source>transazione di scrittura annidata: usare il tx già aperto</source><translation>nested write transaction: use the tx already open</translation></message><message><source>troppe categorie ({0}; al massimo {1})</source><translation>too many categories ({0}; at most {1})</translation></message><message><source>troppe celle (al massimo {0})</source><translation>too many cells (at most {0})</translation></message><message><source>troppe colonne ({0}, al massimo {1})</source><translation>too many columns ({0}, at most {1})</translation></message><message><source>troppe coppie vietate ({0}; al massimo {1})</source><translation>too many forbidden pairs ({0}; at most {1})</translation></message><message><source>troppe righe (al massimo {0})</source><translation>too many rows (at most {0})</translation></message><message><source>troppe segnalazioni nello stesso momento: riprova</source><translation>too many reports at the same moment: try again</translation></message><message><source>troppe squadre ({0}; al massimo {1})</source><translation>too many teams ({0}; at most {1})</translation></message><message><source>troppi avvertimenti su un foglietto</source><translation>too many warnings on a slip</translation></message><message><source>troppi file aperti</source><translation>too many open files</translation></message><message><source>troppi file per un sito ({0}, al più {1})</source><translation>too many files for a site ({0}, at most {1})</translation></message><message><source>troppi giocatori ({0}, al massimo {1})</source><translation>too many players ({0}, at most {1})</translation></message><message><source>troppi nomi: {0} (al più {1})</source><translation>too many names: {0} (at most {1})</translation></message><message><source>troppi premi ({0}; al massimo {1})</source><translation>too many prizes ({0}; at most {1})</translation></message><message><source>troppi turni ({0}, al massimo {1})</source><translation>too many rounds ({0}, at most {1})</translation></message><message><source>tu {0} – {1} {2}</source><translation>you {0} – {1} {2}</translation></message><message><source>turno di ingresso non valido: {0}</source><translation>invalid round of entry: {0}</translation></message><message><source>turno di ritiro non valido: {0}</source><translation>invalid round of withdrawal: {0}</translation></message><message><source>turno di ritiro non valido: {0}; il torneo prevede {1} turni (il ritiro può partire al più tardi dal turno {2})</source><translation>invalid round of withdrawal: {0}; the tournament has {1} rounds (the withdrawal can start at the latest from round {2})</translation></message><message><source>turno non valido: {0}</source><translation>invalid round: {0}</translation></message><message><source>turno non valido: {0} (da 1 a {1})</source><translation>invalid round: {0} (1 to {1})</translation></message><message><source>turno per lo stesso circolo non valido: {0} (da 2 a {1}; none = nessun vincolo)</source><translation>invalid round for the same club: {0} (2 to {1}; none = no constraint)</translation></message><message><source>turno salvato: gli identificativi letti non corrispondono alle partite inserite</source><translation>round saved: the ids read back do not match the games inserted</translation></message><message><source>turno {0} ({1})</source><translation>turn {0} ({1})</translation></message><message><source>turno {0} inesistente: il formulario ne ha {1}</source><translation>turn {0} does not exist: the scoresheet has {1}</translation></message><message><source>turno {0} inesistente: il torneo è al turno {1}</source><translation>round {0} does not exist: the tournament is at round {1}</translation></message><message><source>turno {0} non valido: il torneo prevede {1} turni</source><translation>round {0} is not valid: the tournament has {1} rounds</translation></message><message><source>turno {0}, riposo</source><translation>round {0}, bye</translation></message><message><source>turno {0}, tavolo {1}</source><translation>round {0}, table {1}</translation></message><message><source>turno {0}, tavolo {1}: c'è già il risultato {2} (inserito {3}): {4}</source><translation>round {0}, table {1}: there is already the result {2} (entered {3}): {4}</translation></message><message><source>turno {0}, tavolo {1}: la partita è cambiata dopo la decisione: non si può annullare (correggere al banco)</source><translation>round {0}, table {1}: the game changed after the decision: it cannot be undone (correct it at the desk)</translation></message><message><source>turno {0}, tavolo {1}: nessun formulario registrato per questa partita (si inserisce dalla scheda Formulario)</source><translation>round {0}, table {1}: no scoresheet recorded for this game (it is entered from the Scoresheet tab)</translation></message><message><source>turno {0}, tavolo {1}: è un riposo, non c'è partita</source><translation>round {0}, table {1}: it is a bye, there is no game</translation></message><message><source>turno {0}: avversario {1} inesistente</source><translation>round {0}: opponent {1} does not exist</translation></message><message><source>turno {0}: campo p12 contraddittorio ({1})</source><translation>round {0}: contradictory p12 field ({1})</translation></message><message><source>turno {0}: giocatore abbinato con sé stesso</source><translation>round {0}: player paired with themselves</translation></message><message><source>turno {0}: giocatore n. {1} abbinato due volte</source><translation>round {0}: player no. {1} paired twice</translation></message><message><source>turno {0}: giocatore n. {1} inesistente</source><translation>round {0}: player no. {1} does not exist</translation></message><message><source>turno {0}: l'avversario (riga {1}) non ha questo giocatore come avversario</source><translation>round {0}: the opponent (line {1}) does not have this player as opponent</translation></message><message><source>turno {0}: leggio non registrato e nessuna parola giocata: indicare il leggio</source><translation>turn {0}: rack not recorded and no word played: give the rack</translation></message><message><source>turno {0}: punteggio di uno solo dei due giocatori</source><translation>round {0}: score of only one of the two players</translation></message><message><source>turno {0}: punteggio negativo ({1})</source><translation>round {0}: negative score ({1})</translation></message><message><source>turno {0}: riposi, non hai un risultato da segnalare</source><translation>round {0}: you have a bye, there is no result to report</translation></message><message><source>turno {0}: servono almeno due giocatori attivi (ce ne sono {1})</source><translation>round {0}: at least two active players are needed (there are {1})</translation></message><message><source>turno {0}: servono almeno due giocatori attivi per abbinare (ce ne sono {1})</source><translation>round {0}: at least two active players are needed to pair (there are {1})</translation></message><message><source>turno {0}: tavolo {1} assegnato a due partite</source><translation>round {0}: table {1} given to two games</translation></message><message><source>turno {0}: tavolo {1} usato due volte</source><translation>round {0}: table {1} used twice</translation></message><message><source>turno {0}: tocca a {1}, ma il formulario indica {2}</source><translation>turn {0}: it is {1}'s turn, but the scoresheet says {2}</translation></message><message><source>tutte le squadre devono avere lo stesso numero di giocatori (trovate: {0})</source><translation>all teams must have the same number of players (found: {0})</translation></message><message><source>ultimo invio alle {0}, {1} file inviati</source><translation>last sending at {0}, {1} files sent</translation></message><message><source>un elemento del percorso non è una cartella</source><translation>an element of the path is not a folder</translation></message><message><source>un foglietto {0} vale 0: niente mossa né punteggio</source><translation>a {0} slip is worth 0: no move or score</translation></message><message><source>un giocatore non si unisce a sé stesso</source><translation>a player is not merged with themselves</translation></message><message><source>un girone richiede almeno due giocatori, non {0}</source><translation>a round robin needs at least two players, not {0}</translation></message><message><source>un problema</source><translation>one problem</translation></message><message><source>un torneo di duplicato non ha abbinamenti: le partite si giocano con 'figs-td duplicate' o nella scheda Duplicato</source><translation>a duplicate tournament has no pairings: the games are played with 'figs-td duplicate' or in the Duplicate tab</translation></message><message><source>un torneo in SQLite ha bisogno di un file .figs</source><translation>a tournament in SQLite needs a .figs file</translation></message><message><source>un torneo su database PostgreSQL si copia con gli strumenti del server (pg_dump)</source><translation>a tournament on a PostgreSQL database is copied with the server's tools (pg_dump)</translation></message><message><source>un torneo su database PostgreSQL si copia con gli strumenti del server (pg_dump), non con figs-td</source><translation>a tournament on a PostgreSQL database is copied with the server's tools (pg_dump), not with figs-td</translation></message><message><source>una gara a squadre richiede almeno due squadre (teams add)</source><translation>a team event needs at least two teams (teams add)</translation></message><message><source>una partita non può finire sia per tempo esaurito sia per durata massima</source><translation>a game cannot end both by running out of time and by maximum length</translation></message><message><source>una sola cosa per foglietto: la mossa, il punteggio, oppure t/s (top)</source><translation>one thing per slip: the move, the score, or t/s (top)</translation></message><message><source>usare il database del torneo</source><translation>use the tournament's database</translation></message><message><source>usare l'archivio</source><translation>use the archive</translation></message><message><source>uso sconosciuto: {0}</source><translation>unknown use: {0}</translation></message><message><source>utente sconosciuto al server del database</source><translation>user unknown to the database server</translation></message><message><source>valore della mossa negativo ({0}): impossibile</source><translation>negative value of the move ({0}): impossible</translation></message><message><source>valore negativo ({0}): impossibile</source><translation>negative value ({0}): impossible</translation></message><message><source>valore non ammesso</source><translation>value not allowed</translation></message><message><source>valore non valido</source><translation>invalid value</translation></message><message><source>valore troppo grande per il database</source><translation>value too large for the database</translation></message><message><source>valore {0} non valido (minimo {1})</source><translation>invalid value {0} (minimum {1})</translation></message><message><source>valore {0} troppo alto (massimo {1})</source><translation>value {0} too high (maximum {1})</translation></message><message><source>vanno pescate {0} tessere (restano sul leggio: {1})</source><translation>{0} tiles must be drawn (left on the rack: {1})</translation></message><message><source>voce di affisso oltre il numero dichiarato</source><translation>affix entry beyond the declared number</translation></message><message><source>{0}
{1}; nessun dato importato</source><translation>{0}
{1}; no data imported</translation></message><message><source>{0} (anno di nascita)</source><translation>{0} (year of birth)</translation></message><message><source>{0} (spareggio: partita decisiva patta o incontro in parità, si rigioca</source><translation>{0} (play-off: deciding game drawn or match tied, it is replayed</translation></message><message><source>{0} ({1}° ciclo)</source><translation>{0} (cycle {1})</translation></message><message><source>{0} ({1}° nell'ordine di abbinamento) contro {2} ({3}°)</source><translation>{0} (no. {1} in the pairing order) against {2} (no. {3})</translation></message><message><source>{0} arriva alla colonna {1}: al massimo {2} colonne</source><translation>{0} reaches column {1}: at most {2} columns</translation></message><message><source>{0} arriva alla riga {1}: al massimo {2} righe</source><translation>{0} reaches row {1}: at most {2} rows</translation></message><message><source>{0} del giocatore {1} negativo ({2}): impossibile</source><translation>{0} of player {1} negative ({2}): impossible</translation></message><message><source>{0} del turno {1}: inserirli prima di abbinare il turno successivo</source><translation>{0} of round {1}: enter them before pairing the next round</translation></message><message><source>{0} deve essere un numero intero, non {1}</source><translation>{0} must be a whole number, not {1}</translation></message><message><source>{0} divisioni: si importa un torneo alla volta (dividere il file, una divisione per torneo)</source><translation>{0} divisions: one tournament is imported at a time (split the file, one division per tournament)</translation></message><message><source>{0} ha chiuso la partita ma il leggio finale indica '{1}'</source><translation>{0} closed the game but the final rack says '{1}'</translation></message><message><source>{0} ha già giocato {1} {2}: il ritiro può partire al più presto dal turno {3}</source><translation>{0} has already played {1} {2}: the withdrawal can start at the earliest from round {3}</translation></message><message><source>{0} ha già giocato: non si può cancellare, solo ritirare</source><translation>{0} has already played: cannot be deleted, only withdrawn</translation></message><message><source>{0} ha rifiutato {1} ({2})</source><translation>{0} refused {1} ({2})</translation></message><message><source>{0} incontri ripetuti: nessun turno senza ripetizioni</source><translation>{0} repeated matches: no round without repeats</translation></message><message><source>{0} jolly sulla plancia, ma il gioco ne ha {1}</source><translation>{0} blanks on the board, but the game has {1}</translation></message><message><source>{0} mosse col top di {1}: scegliere quale mettere sul tabellone ({2})</source><translation>{0} moves with the top of {1}: choose which to put on the board ({2})</translation></message><message><source>{0} negativo ({1}): impossibile</source><translation>{0} negative ({1}): impossible</translation></message><message><source>{0} non raggiungibile ({1})</source><translation>{0} unreachable ({1})</translation></message><message><source>{0} non risponde come dovrebbe ({1})</source><translation>{0} does not answer as it should ({1})</translation></message><message><source>{0} non valida: '{1}' (formato AAAA-MM-GG, per un torneo di più giorni AAAA-MM-GG..AAAA-MM-GG)</source><translation>invalid {0}: '{1}' (format YYYY-MM-DD, for a tournament of several days YYYY-MM-DD..YYYY-MM-DD)</translation></message><message><source>{0} non valida: {1} (formato AAAA-MM-GG)</source><translation>invalid {0}: {1} (format YYYY-MM-DD)</translation></message><message><source>{0} non valido: {1}</source><translation>invalid {0}: {1}</translation></message><message><source>{0} non è ritirato: niente da riammettere</source><translation>{0} is not withdrawn: nothing to reinstate</translation></message><message><source>{0} non è segnato assente nel turno {1}</source><translation>{0} is not marked absent in round {1}</translation></message><message><source>{0} non è un numero</source><translation>{0} is not a number</translation></message><message><source>{0} non è un numero intero</source><translation>{0} is not a whole number</translation></message><message><source>{0} non è un testo JSON</source><translation>{0} is not a JSON text</translation></message><message><source>{0} non è un top di questa mossa (top {1}: {2})</source><translation>{0} is not a top of this move (top {1}: {2})</translation></message><message><source>{0} passa il turno (testa di serie, tabellone non pieno).</source><translation>{0} goes through (seed, bracket not full).</translation></message><message><source>{0} problemi</source><translation>{0} problems</translation></message><message><source>{0} punteggi ma solo {1} avversari</source><translation>{0} scores but only {1} opponents</translation></message><message><source>{0} riposa</source><translation>{0} has a bye</translation></message><message><source>{0} risultati da inserire</source><translation>{0} results to enter</translation></message><message><source>{0} rivincite inevitabili nei gruppi.</source><translation>{0} unavoidable rematches in the groups.</translation></message><message><source>{0} rivincite inevitabili: nessun abbinamento senza rivincite è possibile.</source><translation>{0} unavoidable rematches: no pairing without rematches is possible.</translation></message><message><source>{0} rivincite: nessun turno con meno coppie già incontrate o vincolate era possibile.</source><translation>{0} rematches: no round with fewer pairs already met or constrained was possible.</translation></message><message><source>{0} scende dal gruppo a {1} (gruppo dispari; galleggiamenti finora: {2}).</source><translation>{0} drops from the group on {1} (odd group; floats so far: {2}).</translation></message><message><source>{0} scende dal gruppo a {1} e gioca nel gruppo a {2} contro {3} (sorteggio, seme {4})</source><translation>{0} drops from the group on {1} and plays in the group on {2} against {3} (draw, seed {4})</translation></message><message><source>{0} sconosciuto: {1} (possibili: {2})</source><translation>unknown {0}: {1} (possible: {2})</translation></message><message><source>{0} si è ritirato dal turno {1}</source><translation>{0} withdrew from round {1}</translation></message><message><source>{0} tessere nuove, ma il leggio ne ha al massimo {1}</source><translation>{0} new tiles, but the rack has at most {1}</translation></message><message><source>{0} tessere {1} sulla plancia, ma il gioco ne ha {2} (le altre devono essere jolly, in minuscolo)</source><translation>{0} tiles {1} on the board, but the game has {2} (the others must be blanks, in lower case)</translation></message><message><source>{0} vale {1}, oltre il top ({2})</source><translation>{0} is worth {1}, beyond the top ({2})</translation></message><message><source>{0} è iscritto dal turno {1}</source><translation>{0} is entered from round {1}</translation></message><message><source>{0} è ritirato: riammettilo prima di segnarlo presente</source><translation>{0} is withdrawn: reinstate him before marking him present</translation></message><message><source>{0} è una fascia di rating: vi si entra per rating, non a mano</source><translation>{0} is a rating band: one enters it by rating, not by hand</translation></message><message><source>{0} – {1}, scacchiera {2}</source><translation>{0} – {1}, board {2}</translation></message><message><source>{0} – {1}, scacchiera {2} ({3})</source><translation>{0} – {1}, board {2} ({3})</translation></message><message><source>{0}, riga {1}: riga incompleta</source><translation>{0}, line {1}: incomplete line</translation></message><message><source>{0}, riga {1}: turno {2}: tavolo {3}, ma l'avversario (riga {4}) dice tavolo {5}: vale il tavolo {6}, dalla riga di chi ha iniziato</source><translation>{0}, line {1}: round {2}: table {3}, but the opponent (line {4}) says table {5}: table {6} counts, from the line of who started</translation></message><message><source>{0}, riga {1}: {2}</source><translation>{0}, line {1}: {2}</translation></message><message><source>{0}, riga {1}: {2}; nessun dato importato</source><translation>{0}, line {1}: {2}; no data imported</translation></message><message><source>{0}: 'valid' deve essere true (mossa valida) o false</source><translation>{0}: 'valid' must be true (valid move) or false</translation></message><message><source>{0}: 'words' deve essere un elenco di parole</source><translation>{0}: 'words' must be a list of words</translation></message><message><source>{0}: '{1}' non contiene lettere né cifre</source><translation>{0}: '{1}' contains no letters or digits</translation></message><message><source>{0}: '{1}' non valido (possibili: {2})</source><translation>{0}: invalid '{1}' (possible: {2})</translation></message><message><source>{0}: '{1}' non valido (sì o no)</source><translation>{0}: invalid '{1}' (yes or no)</translation></message><message><source>{0}: '{1}' non è nella classifica</source><translation>{0}: '{1}' is not in the standings</translation></message><message><source>{0}: '{1}' non è un numero intero</source><translation>{0}: '{1}' is not a whole number</translation></message><message><source>{0}: atteso un testo, non {1}</source><translation>{0}: a text expected, not {1}</translation></message><message><source>{0}: c'è già il risultato {1}-{2}: correggerlo al banco (le segnalazioni si chiudono da sé)</source><translation>{0}: there is already the result {1}-{2}: correct it at the desk (the reports close by themselves)</translation></message><message><source>{0}: cambio con {1} tessere nel sacchetto; servono almeno {2} ({3})</source><translation>{0}: exchange with {1} tiles in the bag; at least {2} are needed ({3})</translation></message><message><source>{0}: cambio di {1} tessere (da 1 a {2})</source><translation>{0}: exchange of {1} tiles (1 to {2})</translation></message><message><source>{0}: cambio di {1} tessere con {2} nel sacchetto (art. 34)</source><translation>{0}: exchange of {1} tiles with {2} in the bag (art. 34)</translation></message><message><source>{0}: cambio secco con il sacchetto vuoto (art. 35)</source><translation>{0}: straight exchange with the bag empty (art. 35)</translation></message><message><source>{0}: campi sconosciuti: {1}</source><translation>{0}: unknown fields: {1}</translation></message><message><source>{0}: chiav{1} sconosciut{2}: {3}; ammesse: {4}</source><translation>{0}: unknown key(s): {3}; allowed: {4}</translation></message><message><source>{0}: contiene {1}, non ammesso</source><translation>{0}: contains {1}, not allowed</translation></message><message><source>{0}: file troppo grande per un dizionario Hunspell ({1} KB, al massimo {2} KB)</source><translation>{0}: file too large for a Hunspell dictionary ({1} KB, at most {2} KB)</translation></message><message><source>{0}: file troppo grande per un formulario (al massimo 1 MB)</source><translation>{0}: file too large for a scoresheet (at most 1 MB)</translation></message><message><source>{0}: giocata senza parola</source><translation>{0}: play without a word</translation></message><message><source>{0}: giocata {1} senza posizione né punteggio</source><translation>{0}: play {1} without position or score</translation></message><message><source>{0}: giocatore '{1}' sconosciuto ({2}, {3})</source><translation>{0}: unknown player '{1}' ({2}, {3})</translation></message><message><source>{0}: giocatore {1}: deve essere 0 o 1</source><translation>{0}: player {1}: must be 0 or 1</translation></message><message><source>{0}: i dati del giocatore sono stati modificati nel frattempo {1} (versione {2}, non {3}); ricaricare e controllare</source><translation>{0}: the player's data were changed in the meantime {1} (version {2}, not {3}); reload and check</translation></message><message><source>{0}: il file è vuoto</source><translation>{0}: the file is empty</translation></message><message><source>{0}: il giocatore n. {1} non può giocare contro sé stesso</source><translation>{0}: player no. {1} cannot play against themselves</translation></message><message><source>{0}: il jolly può stare su caselle di punteggio diverso ({1}): scrivere in minuscolo solo la lettera del jolly, le altre in maiuscolo</source><translation>{0}: the blank may be on squares of different value ({1}): write only the blank's letter in lower case, the others in upper case</translation></message><message><source>{0}: il miglior classificato libero non ancora incontrato</source><translation>{0}: the best-ranked free player not yet met</translation></message><message><source>{0}: il miglior classificato non ancora incontrato ({1})</source><translation>{0}: the best-ranked player not yet met ({1})</translation></message><message><source>{0}: importo non valido '{1}' (in euro, per esempio 20 o 15,50)</source><translation>{0}: invalid amount '{1}' (in euro, for example 20 or 15.50)</translation></message><message><source>{0}: importo troppo grande ({1}; al massimo 10000 euro)</source><translation>{0}: amount too large ({1}; at most 10000 euro)</translation></message><message><source>{0}: l'evento non è finito ('{1}' ha {2} punteggi su {3} turni): non entra nell'archivio</source><translation>{0}: the event is not over ('{1}' has {2} scores of {3} rounds): it does not go into the archive</translation></message><message><source>{0}: l'importo non può essere negativo ({1})</source><translation>{0}: the amount cannot be negative ({1})</translation></message><message><source>{0}: la mossa usa {1}, che non è sul leggio indicato ({2})</source><translation>{0}: the move uses {1}, which is not on the rack given ({2})</translation></message><message><source>{0}: la partita era già finita al turno {1} (art. 39); turno non conteggiato</source><translation>{0}: the game was already over at turn {1} (art. 39); turn not counted</translation></message><message><source>{0}: la partita è stata modificata nel frattempo {1} ({2}); ricaricare e controllare prima di salvare</source><translation>{0}: the game was changed in the meantime {1} ({2}); reload and check before saving</translation></message><message><source>{0}: la quota è stata modificata nel frattempo {1} (ora dovuto {2} €, versato {3} €); ricaricare e controllare</source><translation>{0}: the fee was changed meanwhile {1} (now due {2} €, paid {3} €); reload and check</translation></message><message><source>{0}: manca</source><translation>{0}: missing</translation></message><message><source>{0}: nessun giocatore nel file TSH</source><translation>{0}: no player in the TSH file</translation></message><message><source>{0}: numero troppo grande ({1} cifre)</source><translation>{0}: number too large ({1} digits)</translation></message><message><source>{0}: numero {1} fuori dall'intervallo ammesso</source><translation>{0}: number {1} outside the allowed range</translation></message><message><source>{0}: partita senza risultato, l'evento non è finito: non entra nell'archivio</source><translation>{0}: game without a result, the event is not over: it does not go into the archive</translation></message><message><source>{0}: punteggio negativo ({1})</source><translation>{0}: negative score ({1})</translation></message><message><source>{0}: punteggio negativo ({1}): impossibile</source><translation>{0}: negative score ({1}): impossible</translation></message><message><source>{0}: punteggio non valido ({1})</source><translation>{0}: invalid score ({1})</translation></message><message><source>{0}: punteggio {1} troppo alto (massimo {2})</source><translation>{0}: score {1} too high (maximum {2})</translation></message><message><source>{0}: risultato già inserito, scambio impossibile</source><translation>{0}: result already entered, swap impossible</translation></message><message><source>{0}: rivincita inevitabile nel gruppo</source><translation>{0}: unavoidable rematch in the group</translation></message><message><source>{0}: rivincita inevitabile, nessun turno senza rivincite era possibile</source><translation>{0}: unavoidable rematch, no round without rematches was possible</translation></message><message><source>{0}: scrivere MIN-MAX, per esempio 20-25</source><translation>{0}: write MIN-MAX, for example 20-25</translation></message><message><source>{0}: scrivi solo cifre</source><translation>{0}: type digits only</translation></message><message><source>{0}: scrivi solo cifre (da 0 a 9999)</source><translation>{0}: type digits only (0 to 9999)</translation></message><message><source>{0}: secondo cambio secco; è ammesso una sola volta per partita (art. 35)</source><translation>{0}: second straight exchange; it is allowed once per game (art. 35)</translation></message><message><source>{0}: serve un numero intero, non {1}</source><translation>{0}: a whole number is needed, not {1}</translation></message><message><source>{0}: serve un oggetto JSON</source><translation>{0}: a JSON object is needed</translation></message><message><source>{0}: serve un oggetto JSON, non {1}</source><translation>{0}: a JSON object is needed, not {1}</translation></message><message><source>{0}: serve un testo, non {1}</source><translation>{0}: a text is needed, not {1}</translation></message><message><source>{0}: servono due valori, uno per giocatore, non {1}</source><translation>{0}: two values are needed, one per player, not {1}</translation></message><message><source>{0}: servono entrambi i punteggi</source><translation>{0}: both scores are needed</translation></message><message><source>{0}: si contesta solo una giocata</source><translation>{0}: only a play can be challenged</translation></message><message><source>{0}: testa di serie {1} contro {2}</source><translation>{0}: seed {1} against {2}</translation></message><message><source>{0}: tipo '{1}' sconosciuto (play, pass, exchange, cambio_secco)</source><translation>{0}: unknown kind '{1}' (play, pass, exchange, cambio_secco)</translation></message><message><source>{0}: tipo di turno sconosciuto {1}</source><translation>{0}: unknown kind of turn {1}</translation></message><message><source>{0}: togliere prima il premio</source><translation>{0}: remove the prize first</translation></message><message><source>{0}: troppe assenze ({1})</source><translation>{0}: too many absences ({1})</translation></message><message><source>{0}: troppo lungo ({1} caratteri, al massimo {2})</source><translation>{0}: too long ({1} characters, at most {2})</translation></message><message><source>{0}: un riposo non ha secondo giocatore</source><translation>{0}: a bye has no second player</translation></message><message><source>{0}: una vittoria a tavolino o per tempo non può essere un pareggio</source><translation>{0}: a win by forfeit or on time cannot be a draw</translation></message><message><source>{0}: {1} dichiarata {2}, riconteggio {3} (art. 26): vale il riconteggio</source><translation>{0}: {1} declared {2}, recount {3} (art. 26): the recount counts</translation></message><message><source>{0}: {1} fuori dall'intervallo ammesso ({2}–{3})</source><translation>{0}: {1} outside the allowed range ({2}–{3})</translation></message><message><source>{0}: {1} non può essere negativo</source><translation>{0}: {1} cannot be negative</translation></message><message><source>{0}: {1} non valido: '{2}'</source><translation>{0}: invalid {1}: '{2}'</translation></message><message><source>{0}: {1} senza posizione: da qui il punteggio dichiarato non si può ricontare né si segue il sacchetto</source><translation>{0}: {1} without a position: from here the declared score cannot be recounted nor the bag followed</translation></message><message><source>{0}: {1} tessere giocate, ma sul leggio ne restano {2}</source><translation>{0}: {1} tiles played, but {2} remain on the rack</translation></message><message><source>{0}: {1} è maggiore di {2}</source><translation>{0}: {1} is greater than {2}</translation></message><message><source>{0}: {1} è troppo (al massimo {2})</source><translation>{0}: {1} is too much (at most {2})</translation></message><message><source>{0}: {1}; nessun dato importato</source><translation>{0}: {1}; no data imported</translation></message><message><source>{0}: è un riposo, non ha risultato da inserire</source><translation>{0}: it is a bye, it has no result to enter</translation></message><message><source>{0}: è un riposo, non una partita</source><translation>{0}: it is a bye, not a game</translation></message><message><source>{0}; vincolo non rispettato ({1}): nessun turno con meno coppie già incontrate o vincolate era possibile</source><translation>{0}; constraint not kept ({1}): no round with fewer pairs already met or constrained was possible</translation></message><message><source>{0}CSV non valido: {1}</source><translation>{0}invalid CSV: {1}</translation></message><message><source>{0}JSON non valido alla riga {1}, colonna {2}: {3}</source><translation>{0}invalid JSON at line {1}, column {2}: {3}</translation></message><message><source>{0}dati annidati troppo in profondità</source><translation>{0}data nested too deep</translation></message><message><source>{0}il file del torneo '{1}' {2}</source><translation>{0}the tournament file '{1}' {2}</translation></message><message><source>{0}memoria esaurita: il file è troppo grande</source><translation>{0}out of memory: the file is too large</translation></message><message><source>{0}testo non leggibile nella codifica {1}</source><translation>{0}text not readable in the encoding {1}</translation></message><message><source>{0}valore {1} non ammesso ({2})</source><translation>{0}value {1} not allowed ({2})</translation></message><message><source>è danneggiato o incompleto: manca una colonna del torneo</source><translation>is damaged or incomplete: a column of the tournament is missing</translation></message><message><source>è danneggiato o incompleto: manca una tabella del torneo</source><translation>is damaged or incomplete: a table of the tournament is missing</translation></message><message><source>è danneggiato: la struttura interna del database è rovinata</source><translation>is damaged: the internal structure of the database is ruined</translation></message><message><source>è danneggiato: non è un database leggibile</source><translation>is damaged: not a readable database</translation></message><message><source>è in sola lettura (permessi del file o della cartella)</source><translation>is read-only (permissions of the file or folder)</translation></message><message><source>è in uso</source><translation>is in use</translation></message><message><source>è una cartella, non un file</source><translation>is a folder, not a file</translation></message><message><source>riga {0}</source><translation>line {0}</translation></message><message><source>{0}, riga {1}, colonna {2}</source><translation>{0}, line {1}, column {2}</translation></message><message><source>{0}, riga {1}</source><translation>{0}, line {1}</translation></message><message><source>{0}, riga {1}, colonna {2}: {3}</source><translation>{0}, line {1}, column {2}: {3}</translation></message><message><source>{0}, riga {1}, colonna {2}: {3}; nessun dato importato</source><translation>{0}, line {1}, column {2}: {3}; no data imported</translation></message><message><source>{0} righe rifiutate</source><translation>{0} rows refused</translation></message><message><source>un'altra postazione</source><translation>another desk</translation></message><message><source>un rating valido</source><translation>a valid rating</translation></message><message><source>un numero di tavolo</source><translation>a table number</translation></message><message><source>un punteggio</source><translation>a score</translation></message><message><source>{0} a tavolino</source><translation>{0} by forfeit</translation></message><message><source>{0} per tempo</source><translation>{0} on time</translation></message><message><source>versione {0} → {1}</source><translation>version {0} → {1}</translation></message><message><source>{0}, versione {1} → {2}</source><translation>{0}, version {1} → {2}</translation></message><message><source>{0} righe rifiutate (lettura fermata alle prime {1})</source><translation>{0} rows refused (reading stopped at the first {1})</translation></message><message><source>impossibile {0}: '{1}': {2}</source><translation>cannot {0}: '{1}': {2}</translation></message><message><source>{0} al byte {1}</source><translation>{0} at byte {1}</translation></message><message><source>Semifinale {0}</source><translation>Semi-final {0}</translation></message><message><source>Quarti di finale {0}</source><translation>Quarter-final {0}</translation></message><message><source>Ottavi di finale {0}</source><translation>Round of 16, match {0}</translation></message><message><source>Finale 3° posto</source><translation>Third-place final</translation></message><message><source>Turno {0}</source><translation>Round {0}</translation></message><message><source>{0} (spareggio: partita decisiva patta o incontro in parità, si rigioca; {1})</source><translation>{0} (play-off: deciding game drawn or match tied, it is replayed; {1})</translation></message></context><context><name>publish</name><message><source>Avvia pagina in diretta…</source><translation>Start live page…</translation></message><message><source>Avvia con risultati dai &amp;telefoni…</source><translation>Start with results from &amp;phones…</translation></message><message><source>Ferma pagina in diretta</source><translation>Stop live page</translation></message><message><source>Esporta sito…</source><translation>Export site…</translation></message><message><source>Sul sito &amp;web…</source><translation>On the &amp;web site…</translation></message><message><source>Pagina in diretta: indirizzo e codice QR…</source><translation>Live page: address and QR code…</translation></message><message><source>Avvia pagina in diretta…</source><translation>Start live page…</translation></message><message><source>Pagina in diretta</source><translation>Live page</translation></message><message><source>Codice QR della pagina in diretta</source><translation>QR code of the live page</translation></message><message><source>Proiettore: {0}proiettore</source><translation>Projector: {0}proiettore</translation></message><message><source>&amp;Apri nel browser</source><translation>&amp;Open in the browser</translation></message><message><source>&amp;Salva manifesto QR…</source><translation>&amp;Save QR poster…</translation></message><message><source>&amp;Ferma</source><translation>&amp;Stop</translation></message><message><source>Pagina in diretta aperta nel browser</source><translation>Live page opened in the browser</translation></message><message><source>Il browser non si è aperto ({0}): scrivere l'indirizzo qui sopra.</source><translation>The browser did not open ({0}): type the address above.</translation></message><message><source>PDF (*.pdf)</source><translation>PDF (*.pdf)</translation></message><message><source>Salva il manifesto</source><translation>Save the poster</translation></message><message><source>Salvato: {0}</source><translation>Saved: {0}</translation></message><message><source>nessuna porta libera</source><translation>no free port</translation></message><message><source>Pagina in diretta: {0}</source><translation>Live page: {0}</translation></message><message><source>Pagina in diretta fermata</source><translation>Live page stopped</translation></message><message><source>Cartella del sito</source><translation>Site folder</translation></message><message><source>Sito scritto in {0}: {1} file nuovi o cambiati, {2} invariati</source><translation>Site written to {0}: {1} files new or changed, {2} unchanged</translation></message><message><source>Scrittura del sito…</source><translation>Writing the site…</translation></message><message><source>Cartella del sito</source><translation>Site folder</translation></message><message><source>&amp;Scrivi il sito</source><translation>&amp;Write the site</translation></message></context><context><name>push</name><message><source>Stato dell'invio al sito web</source><translation>State of the sending to the web site</translation></message><message><source>Sito web: invio fermato</source><translation>Web site: sending stopped</translation></message><message><source>Pubblica sul sito web</source><translation>Publish on the web site</translation></message><message><source>solo per s3://: indirizzo del servizio</source><translation>s3:// only: the service's address</translation></message><message><source>vuota: quella salvata nel portachiavi</source><translation>empty: the one kept in the keyring</translation></message><message><source>&amp;Indirizzo:</source><translation>&amp;Address:</translation></message><message><source>&amp;Endpoint:</source><translation>&amp;Endpoint:</translation></message><message><source>&amp;Password:</source><translation>&amp;Password:</translation></message><message><source>Invio fermo.</source><translation>Sending stopped.</translation></message><message><source>&amp;Avvia</source><translation>&amp;Start</translation></message><message><source>&amp;Ferma</source><translation>&amp;Stop</translation></message><message><source>Invio fermo.</source><translation>Sending stopped.</translation></message></context><context><name>reports</name><message><source>Segnalazioni dai telefoni</source><translation>Reports from the phones</translation></message><message><source>Partita / n.</source><translation>Game / no.</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Punteggi</source><translation>Scores</translation></message><message><source>Motivo</source><translation>Reason</translation></message><message><source>&amp;Accogli</source><translation>&amp;Accept</translation></message><message><source>Res&amp;pingi</source><translation>Re&amp;ject</translation></message><message><source>Turno {0}, tavolo {1}</source><translation>Round {0}, table {1}</translation></message><message><source>Segnalazioni: {0}</source><translation>Reports: {0}</translation></message><message><source>accoglimento della segnalazione n. {0}</source><translation>acceptance of report no. {0}</translation></message><message><source>rifiuto della segnalazione n. {0}</source><translation>rejection of report no. {0}</translation></message></context><context><name>rounds</name><message><source>riposo</source><translation>bye</translation></message><message><source> (a tavolino)</source><translation> (forfeit)</translation></message><message><source> (doppia assenza)</source><translation> (double absence)</translation></message><message><source> (per tempo)</source><translation> (on time)</translation></message></context><context><name>errors</name><message><source>elemento non trovato: {0}</source><translation>item not found: {0}</translation></message><message><source>errore interno ({0}): {1}. Il lavoro già salvato non è perso.</source><translation>internal error ({0}): {1}. Work already saved is not lost.</translation></message><message><source>Errore</source><translation>Error</translation></message><message><source>Ricaricare per vedere i dati come sono ora?</source><translation>Reload to see the data as they are now?</translation></message><message><source>&amp;Ricarica</source><translation>&amp;Reload</translation></message></context></TS>