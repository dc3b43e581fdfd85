/* The move generator's search, compiled (issue 36 §3): the same moves, scores and order as the
 * pure-Python search of figs_td/core/movegen.py, which stays the reference and is used when this
 * module is not built (no C compiler) or FIGS_TD_PURE_PYTHON=1 is set.
 *
 * Appel & Jacobson (1988) over the word graph of figs_td/core/move_index.py: for each line
 * (rows, then columns) the cross-checks of the empty squares (a 26-bit mask of the letters that
 * make a word with the tiles above and below, and those tiles' sum) and the anchors; from each
 * anchor every left part the rack allows on the free squares to its left (or the board's tiles
 * just left of it), extended to the right through the board's tiles and the rack's while the
 * path is a prefix of a word. Every move is kept (score, line, start, word, tiles); the caller
 * asks for all of them, best first, or for the tops and the next N: those are selected by score
 * (a histogram gives the lowest score still needed) and only they are sorted and returned.
 *
 * The graph is held as, per state, a 26-bit mask of its edges' letters (bit 31: a word ends
 * there) and the index of its first edge; the edges of a state are sorted by letter, so the
 * target of letter L is targets[base + popcount(mask & ((1 << L) - 1))].
 *
 * Python API (called by movegen.py only):
 *   configure(candidate_type, across, down, lm, wm, values, bingo, rack_size, across_first)
 *   graph(final, offsets, labels, targets) -> capsule     (offsets/targets: uint32, native order)
 *   search(graph, cells, rack, jollies, room, others) -> list of Candidate
 *     cells: 225 bytes, '.' empty, 'A'-'Z' a tile, 'a'-'z' a jolly; rack: 26 counts;
 *     room: 26 bytes, the tiles of each letter the move may use at most (255: no limit);
 *     others < 0: every move; else the tops and the next `others` moves of the sorted list.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N 15
#define LETTERS 26
#define LETTER_BITS 0x3FFFFFFu
#define FINAL_BIT 0x80000000u
#define MAX_RACK 7

#if defined(_MSC_VER)
static int popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
static int lowest_bit(uint32_t x)
{
    int n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
}
#else
#define popcount32(x) __builtin_popcount(x)
#define lowest_bit(x) __builtin_ctz(x)
#endif

/* -- configuration (set once by movegen.py) ------------------------------------------------ */

static PyObject *candidate_type = NULL; /* movegen.Candidate (a tuple subclass) */
static PyObject *dir_across = NULL, *dir_down = NULL;
static int LM[N][N], WM[N][N], VALUE[LETTERS];
static int BINGO = 50, RACK_SIZE = 7, ACROSS_FIRST = 1;

/* -- the graph ----------------------------------------------------------------------------- */

typedef struct {
    uint32_t *mask;   /* per state: letters of its edges; FINAL_BIT if a word ends there */
    uint32_t *base;   /* per state: index of its first edge */
    uint32_t *target; /* per edge, sorted by letter within a state */
    uint32_t states;
} Graph;

static const char *GRAPH_NAME = "figs_td.core._movegen.Graph";

static void graph_free(PyObject *capsule)
{
    Graph *g = (Graph *)PyCapsule_GetPointer(capsule, GRAPH_NAME);
    if (g) {
        free(g->mask);
        free(g->base);
        free(g->target);
        free(g);
    }
}

static inline uint32_t child(const Graph *g, uint32_t s, int letter)
{
    uint32_t m = g->mask[s];
    return g->target[g->base[s] + popcount32(m & ((1u << letter) - 1u))];
}

static inline int has_edge(const Graph *g, uint32_t s, int letter)
{
    return (g->mask[s] >> letter) & 1u;
}

static PyObject *py_graph(PyObject *self, PyObject *args)
{
    Py_buffer fin, off, lab, tgt;
    if (!PyArg_ParseTuple(args, "y*y*y*y*", &fin, &off, &lab, &tgt))
        return NULL;
    PyObject *result = NULL;
    Graph *g = NULL;
    Py_ssize_t n = fin.len, m = lab.len;
    if (n < 1 || off.len != 4 * (n + 1) || tgt.len != 4 * m || n > 0x7FFFFFFF) {
        PyErr_SetString(PyExc_ValueError, "word graph: inconsistent sizes");
        goto done;
    }
    const uint32_t *offsets = (const uint32_t *)off.buf;
    const uint32_t *targets = (const uint32_t *)tgt.buf;
    const unsigned char *labels = (const unsigned char *)lab.buf;
    const unsigned char *finals = (const unsigned char *)fin.buf;
    g = (Graph *)calloc(1, sizeof(Graph));
    if (!g) {
        PyErr_NoMemory();
        goto done;
    }
    g->states = (uint32_t)n;
    g->mask = (uint32_t *)malloc(sizeof(uint32_t) * (size_t)n);
    g->base = (uint32_t *)malloc(sizeof(uint32_t) * (size_t)n);
    g->target = (uint32_t *)malloc(sizeof(uint32_t) * (size_t)(m ? m : 1));
    if (!g->mask || !g->base || !g->target) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t s = 0; s < n; s++) {
        uint32_t a = offsets[s], b = offsets[s + 1];
        if (a > b || b > (uint32_t)m) {
            PyErr_SetString(PyExc_ValueError, "word graph: bad offsets");
            goto done;
        }
        uint32_t mask = finals[s] ? FINAL_BIT : 0u;
        for (uint32_t e = a; e < b; e++) {
            int letter = (int)labels[e] - 'A';
            if (letter < 0 || letter >= LETTERS || (mask >> letter) & 1u ||
                targets[e] >= (uint32_t)n) {
                PyErr_SetString(PyExc_ValueError, "word graph: an edge not A-Z, twice, or out");
                goto done;
            }
            mask |= 1u << letter;
        }
        g->mask[s] = mask;
        g->base[s] = a;
        for (uint32_t e = a; e < b; e++) {
            int letter = (int)labels[e] - 'A';
            g->target[a + popcount32(mask & LETTER_BITS & ((1u << letter) - 1u))] = targets[e];
        }
    }
    result = PyCapsule_New(g, GRAPH_NAME, graph_free);
    if (result)
        g = NULL;
done:
    if (g) {
        free(g->mask);
        free(g->base);
        free(g->target);
        free(g);
    }
    PyBuffer_Release(&fin);
    PyBuffer_Release(&off);
    PyBuffer_Release(&lab);
    PyBuffer_Release(&tgt);
    return result;
}

/* -- moves found --------------------------------------------------------------------------- */

typedef struct {
    int32_t score;
    uint8_t line, start, len, across, ntiles;
    char word[N];
    char tiles[MAX_RACK];
} Found;

typedef struct {
    Found *items;
    size_t count, cap;
    int failed;
} Moves;

/* -- one pass (a direction) ---------------------------------------------------------------- */

typedef struct {
    const Graph *g;
    Moves *out;
    int across;
    /* the board in this pass's orientation: grid[line][position] */
    char grid[N][N]; /* 0 empty, else the uppercase letter */
    char pat[N][N];  /* the letter as written: lowercase for a jolly */
    int val[N][N];   /* face value (0 for a jolly) */
    int lm[N][N], wm[N][N];
    /* the line being searched */
    int line;
    uint32_t cross[N]; /* allowed letters on an empty square (all if no cross word) */
    int crossed[N];    /* 1 if a tile there makes a cross word */
    int xsum[N];       /* the cross word's tiles' sum */
    int anchors[N];
    int anchor, limit;
    /* the move being built */
    int rack[LETTERS];
    int jollies;
    int room[LETTERS];
    int limited;
    char word[N + 1];
    int wlen;
    char used[MAX_RACK + 1];
    int nused;
    int start;
} Pass;

static void record(Pass *p, int msum, int wmul, int xtotal)
{
    int n = p->nused;
    if (n == 1 && !p->across && p->crossed[p->anchor])
        return; /* the same tile makes a word across too: listed in the across pass */
    if (p->limited) {
        int c[LETTERS] = {0};
        for (int k = 0; k < n; k++) {
            if (p->used[k] != '?') {
                int letter = p->used[k] - 'A';
                if (++c[letter] > p->room[letter])
                    return;
            }
        }
    }
    Moves *out = p->out;
    if (out->count == out->cap) {
        size_t cap = out->cap ? 2 * out->cap : 1024;
        Found *items = (Found *)realloc(out->items, cap * sizeof(Found));
        if (!items) {
            out->failed = 1;
            return;
        }
        out->items = items;
        out->cap = cap;
    }
    Found *f = &out->items[out->count++];
    f->score = msum * wmul + xtotal + (n == RACK_SIZE ? BINGO : 0);
    f->line = (uint8_t)p->line;
    f->start = (uint8_t)p->start;
    f->len = (uint8_t)p->wlen;
    f->across = (uint8_t)p->across;
    f->ntiles = (uint8_t)n;
    memcpy(f->word, p->word, (size_t)p->wlen);
    memcpy(f->tiles, p->used, (size_t)n);
}

static void extend(Pass *p, uint32_t s, int j, int msum, int wmul, int xtotal)
{
    const Graph *g = p->g;
    const char *row = p->grid[p->line];
    const char *pat = p->pat[p->line];
    const int *val = p->val[p->line];
    int k0 = p->wlen;
    while (j < N && row[j]) {
        int letter = row[j] - 'A';
        if (!has_edge(g, s, letter)) {
            p->wlen = k0;
            return;
        }
        s = child(g, s, letter);
        p->word[p->wlen++] = pat[j];
        msum += val[j];
        j++;
    }
    if (j > p->anchor && (g->mask[s] & FINAL_BIT) && p->wlen >= 2)
        record(p, msum, wmul, xtotal);
    if (j < N && p->nused < MAX_RACK) {
        uint32_t edges = g->mask[s] & LETTER_BITS & p->cross[j];
        int lmj = p->lm[p->line][j], wmj = p->wm[p->line][j];
        int crossed = p->crossed[j], xs = p->xsum[j];
        uint32_t base = g->base[s], all = g->mask[s];
        while (edges) {
            int letter = lowest_bit(edges);
            edges &= edges - 1u;
            uint32_t t = g->target[base + popcount32(all & ((1u << letter) - 1u))];
            if (p->rack[letter] > 0) {
                int v = VALUE[letter];
                p->rack[letter]--;
                p->word[p->wlen++] = (char)('A' + letter);
                p->used[p->nused++] = (char)('A' + letter);
                extend(p, t, j + 1, msum + v * lmj, wmul * wmj,
                       xtotal + (crossed ? (xs + v * lmj) * wmj : 0));
                p->nused--;
                p->wlen--;
                p->rack[letter]++;
            }
            if (p->jollies > 0) {
                p->jollies--;
                p->word[p->wlen++] = (char)('a' + letter);
                p->used[p->nused++] = '?';
                extend(p, t, j + 1, msum, wmul * wmj, xtotal + (crossed ? xs * wmj : 0));
                p->nused--;
                p->wlen--;
                p->jollies++;
            }
        }
    }
    p->wlen = k0;
}

static void left(Pass *p, uint32_t s, int size)
{
    const Graph *g = p->g;
    int anchor = p->anchor;
    uint32_t all = g->mask[s];
    if (all & p->cross[anchor] & LETTER_BITS) {
        int first = anchor - size, msum = 0, wmul = 1;
        for (int k = 0; k < size; k++) {
            char t = p->used[k];
            if (t != '?')
                msum += VALUE[t - 'A'] * p->lm[p->line][first + k];
            wmul *= p->wm[p->line][first + k];
        }
        p->start = first;
        extend(p, s, anchor, msum, wmul, 0);
    }
    if (size == p->limit || p->nused >= MAX_RACK)
        return;
    uint32_t edges = all & LETTER_BITS, base = g->base[s];
    while (edges) {
        int letter = lowest_bit(edges);
        edges &= edges - 1u;
        uint32_t t = g->target[base + popcount32(all & ((1u << letter) - 1u))];
        if (p->rack[letter] > 0) {
            p->rack[letter]--;
            p->word[p->wlen++] = (char)('A' + letter);
            p->used[p->nused++] = (char)('A' + letter);
            left(p, t, size + 1);
            p->nused--;
            p->wlen--;
            p->rack[letter]++;
        }
        if (p->jollies > 0) {
            p->jollies--;
            p->word[p->wlen++] = (char)('a' + letter);
            p->used[p->nused++] = '?';
            left(p, t, size + 1);
            p->nused--;
            p->wlen--;
            p->jollies++;
        }
    }
}

/* The letters allowed on the empty square (line i, position j) by the perpendicular word. */
static void cross_check(Pass *p, int i, int j, int empty_board)
{
    const Graph *g = p->g;
    p->cross[j] = LETTER_BITS;
    p->crossed[j] = 0;
    p->xsum[j] = 0;
    if (empty_board)
        return;
    int lo = i, hi = i;
    while (lo > 0 && p->grid[lo - 1][j])
        lo--;
    while (hi < N - 1 && p->grid[hi + 1][j])
        hi++;
    if (lo == hi)
        return;
    int total = 0;
    for (int k = lo; k <= hi; k++)
        if (k != i)
            total += p->val[k][j];
    p->crossed[j] = 1;
    p->xsum[j] = total;
    p->cross[j] = 0;
    uint32_t s = 0;
    for (int k = lo; k < i; k++) {
        int letter = p->grid[k][j] - 'A';
        if (!has_edge(g, s, letter))
            return;
        s = child(g, s, letter);
    }
    uint32_t edges = g->mask[s] & LETTER_BITS, allowed = 0;
    while (edges) {
        int letter = lowest_bit(edges);
        edges &= edges - 1u;
        uint32_t u = child(g, s, letter);
        int ok = 1;
        for (int k = i + 1; k <= hi; k++) {
            int l2 = p->grid[k][j] - 'A';
            if (!has_edge(g, u, l2)) {
                ok = 0;
                break;
            }
            u = child(g, u, l2);
        }
        if (ok && (g->mask[u] & FINAL_BIT))
            allowed |= 1u << letter;
    }
    p->cross[j] = allowed;
}

static void run_pass(Pass *p, int empty_board)
{
    const Graph *g = p->g;
    for (int i = 0; i < N; i++) {
        const char *row = p->grid[i];
        int any = 0;
        p->line = i;
        for (int j = 0; j < N; j++) {
            p->anchors[j] = 0;
            if (row[j]) {
                p->cross[j] = LETTER_BITS;
                p->crossed[j] = 0;
                p->xsum[j] = 0;
                continue;
            }
            cross_check(p, i, j, empty_board);
            if (empty_board)
                p->anchors[j] = p->across ? (i == 7 && j == 7) : (j == 7 && i == 7);
            else
                p->anchors[j] = (j > 0 && row[j - 1]) || (j < N - 1 && row[j + 1]) ||
                                p->crossed[j];
            any |= p->anchors[j];
        }
        if (!any)
            continue;
        for (int anchor = 0; anchor < N; anchor++) {
            if (!p->anchors[anchor] || !p->cross[anchor])
                continue; /* no letter at all can go on the anchor */
            p->anchor = anchor;
            p->wlen = 0;
            p->nused = 0;
            if (anchor > 0 && row[anchor - 1]) {
                /* left part: the board's tiles just left of the anchor */
                int j = anchor - 1;
                while (j > 0 && row[j - 1])
                    j--;
                uint32_t s = 0;
                int msum = 0, ok = 1;
                for (int k = j; k < anchor; k++) {
                    int letter = row[k] - 'A';
                    if (!has_edge(g, s, letter)) {
                        ok = 0;
                        break;
                    }
                    s = child(g, s, letter);
                    p->word[p->wlen++] = p->pat[i][k];
                    msum += p->val[i][k];
                }
                if (!ok)
                    continue;
                p->start = j;
                extend(p, s, anchor, msum, 1, 0);
                continue;
            }
            int limit = 0, j = anchor - 1;
            while (j >= 0 && !row[j] && !p->anchors[j] && limit < RACK_SIZE - 1) {
                limit++;
                j--;
            }
            p->limit = limit;
            left(p, 0, 0);
        }
    }
}

/* -- selection and output ------------------------------------------------------------------ */

static int order(const void *a, const void *b)
{
    const Found *x = (const Found *)a, *y = (const Found *)b;
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    if (x->across != y->across) /* across first when "across" < "down" */
        return (x->across ? -1 : 1) * (ACROSS_FIRST ? 1 : -1);
    int xr = x->across ? x->line : x->start, xc = x->across ? x->start : x->line;
    int yr = y->across ? y->line : y->start, yc = y->across ? y->start : y->line;
    if (xr != yr)
        return xr < yr ? -1 : 1;
    if (xc != yc)
        return xc < yc ? -1 : 1;
    int n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->word, y->word, (size_t)n);
    if (c)
        return c;
    return (int)x->len - (int)y->len;
}

static PyObject *candidate(const Found *f)
{
    PyTypeObject *type = (PyTypeObject *)candidate_type;
    PyObject *o = type->tp_alloc(type, 6);
    if (!o)
        return NULL;
    int row = f->across ? f->line : f->start, col = f->across ? f->start : f->line;
    PyObject *items[6] = {
        PyLong_FromLong(f->score),
        PyLong_FromLong(row),
        PyLong_FromLong(col),
        f->across ? dir_across : dir_down,
        PyUnicode_FromStringAndSize(f->word, f->len),
        PyUnicode_FromStringAndSize(f->tiles, f->ntiles),
    };
    Py_INCREF(items[3]);
    for (int k = 0; k < 6; k++) {
        if (!items[k]) {
            for (int r = k; r < 6; r++)
                Py_XDECREF(items[r]);
            Py_DECREF(o);
            return NULL;
        }
        PyTuple_SET_ITEM(o, k, items[k]);
    }
    return o;
}

static PyObject *py_search(PyObject *self, PyObject *args)
{
    PyObject *capsule;
    Py_buffer cells, rack, room;
    int jollies;
    Py_ssize_t others;
    if (!candidate_type) {
        PyErr_SetString(PyExc_RuntimeError, "_movegen.configure was not called");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "Oy*y*iy*n", &capsule, &cells, &rack, &jollies, &room, &others))
        return NULL;
    PyObject *result = NULL;
    Moves moves = {NULL, 0, 0, 0};
    Pass *p = NULL;
    const Graph *g = (const Graph *)PyCapsule_GetPointer(capsule, GRAPH_NAME);
    if (!g)
        goto done;
    if (cells.len != N * N || rack.len != LETTERS || room.len != LETTERS || jollies < 0) {
        PyErr_SetString(PyExc_ValueError, "search: bad board, rack or room");
        goto done;
    }
    p = (Pass *)calloc(1, sizeof(Pass));
    if (!p) {
        PyErr_NoMemory();
        goto done;
    }
    const unsigned char *cb = (const unsigned char *)cells.buf;
    const unsigned char *rb = (const unsigned char *)rack.buf;
    const unsigned char *ob = (const unsigned char *)room.buf;
    int empty_board = 1, tiles = jollies;
    for (int k = 0; k < N * N; k++) {
        unsigned char ch = cb[k];
        if (ch != '.' && !((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z'))) {
            PyErr_SetString(PyExc_ValueError, "search: bad board");
            goto done;
        }
        if (ch != '.')
            empty_board = 0;
    }
    for (int l = 0; l < LETTERS; l++) {
        tiles += rb[l];
        p->rack[l] = rb[l];
        p->room[l] = ob[l];
        if (ob[l] != 255)
            p->limited = 1;
    }
    if (tiles > MAX_RACK) {
        PyErr_SetString(PyExc_ValueError, "search: more than 7 tiles");
        goto done;
    }
    p->g = g;
    p->out = &moves;
    p->jollies = jollies;
    for (int pass = 0; pass < 2; pass++) {
        int across = pass == 0;
        p->across = across;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                int r = across ? i : j, c = across ? j : i;
                unsigned char ch = cb[r * N + c];
                p->lm[i][j] = LM[r][c];
                p->wm[i][j] = WM[r][c];
                if (ch == '.') {
                    p->grid[i][j] = 0;
                    p->pat[i][j] = '.';
                    p->val[i][j] = 0;
                } else if (ch >= 'a') {
                    p->grid[i][j] = (char)(ch - 'a' + 'A');
                    p->pat[i][j] = (char)ch;
                    p->val[i][j] = 0;
                } else {
                    p->grid[i][j] = (char)ch;
                    p->pat[i][j] = (char)ch;
                    p->val[i][j] = VALUE[ch - 'A'];
                }
            }
        }
        run_pass(p, empty_board);
        if (moves.failed) {
            PyErr_NoMemory();
            goto done;
        }
    }
    /* which moves: all of them, or those scoring at least the (tops + others)-th best */
    size_t keep = moves.count;
    if (others >= 0 && moves.count) {
        int32_t best = moves.items[0].score, worst = best;
        for (size_t k = 1; k < moves.count; k++) {
            int32_t s = moves.items[k].score;
            if (s > best)
                best = s;
            if (s < worst)
                worst = s;
        }
        size_t span = (size_t)(best - worst) + 1;
        size_t *hist = (size_t *)calloc(span, sizeof(size_t));
        if (!hist) {
            PyErr_NoMemory();
            goto done;
        }
        for (size_t k = 0; k < moves.count; k++)
            hist[moves.items[k].score - worst]++;
        size_t need = hist[span - 1] + (size_t)others, seen = 0;
        int32_t floor = worst;
        for (size_t k = span; k-- > 0;) {
            seen += hist[k];
            if (seen >= need) {
                floor = worst + (int32_t)k;
                break;
            }
        }
        free(hist);
        size_t w = 0;
        for (size_t k = 0; k < moves.count; k++)
            if (moves.items[k].score >= floor)
                moves.items[w++] = moves.items[k];
        moves.count = w;
        keep = need < w ? need : w;
    }
    qsort(moves.items, moves.count, sizeof(Found), order);
    result = PyList_New((Py_ssize_t)keep);
    if (!result)
        goto done;
    for (size_t k = 0; k < keep; k++) {
        PyObject *c = candidate(&moves.items[k]);
        if (!c) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, (Py_ssize_t)k, c);
    }
done:
    free(moves.items);
    free(p);
    PyBuffer_Release(&cells);
    PyBuffer_Release(&rack);
    PyBuffer_Release(&room);
    return result;
}

static PyObject *py_configure(PyObject *self, PyObject *args)
{
    PyObject *type, *across, *down;
    Py_buffer lm, wm, values;
    int bingo, rack_size, across_first;
    if (!PyArg_ParseTuple(args, "OOOy*y*y*iip", &type, &across, &down, &lm, &wm, &values, &bingo,
                          &rack_size, &across_first))
        return NULL;
    PyObject *result = NULL;
    if (!PyType_Check(type) || !PyType_IsSubtype((PyTypeObject *)type, &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError, "configure: the candidate type must be a tuple type");
        goto done;
    }
    if (lm.len != N * N || wm.len != N * N || values.len != LETTERS || rack_size < 1 ||
        rack_size > MAX_RACK) {
        PyErr_SetString(PyExc_ValueError, "configure: bad premiums, values or rack size");
        goto done;
    }
    for (int k = 0; k < N * N; k++) {
        LM[k / N][k % N] = ((const unsigned char *)lm.buf)[k];
        WM[k / N][k % N] = ((const unsigned char *)wm.buf)[k];
    }
    for (int l = 0; l < LETTERS; l++)
        VALUE[l] = ((const unsigned char *)values.buf)[l];
    BINGO = bingo;
    RACK_SIZE = rack_size;
    ACROSS_FIRST = across_first;
    Py_INCREF(type);
    Py_INCREF(across);
    Py_INCREF(down);
    Py_XSETREF(candidate_type, type);
    Py_XSETREF(dir_across, across);
    Py_XSETREF(dir_down, down);
    result = Py_None;
    Py_INCREF(result);
done:
    PyBuffer_Release(&lm);
    PyBuffer_Release(&wm);
    PyBuffer_Release(&values);
    return result;
}

static PyMethodDef methods[] = {
    {"configure", py_configure, METH_VARARGS, "Premiums, values and the types of the results."},
    {"graph", py_graph, METH_VARARGS, "The word graph for search (from its flat arrays)."},
    {"search", py_search, METH_VARARGS, "The moves of a rack on a board (see the module)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_movegen", "The move generator's compiled search.", -1, methods,
};

PyMODINIT_FUNC PyInit__movegen(void)
{
    return PyModule_Create(&module);
}
