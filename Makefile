# make lab      create .venv with the course, open JupyterLab (root: this folder) on the welcome notebook
# make test     run the whole test suite (unit, property, playouts, notebooks, grading, browser)
# make bench    run the benchmarks (installs RLCard for the comparison)
# make handout TEMPLATE=phom ROSTER=roster.csv OUT=handouts   one notebook per learner, each with its own deal
# make grade DIR=submissions/ [ASSIGNMENT=handouts/assignment.json]   scores.csv, report.html, feedback pages
# make student  write the learners' copies of the exercise notebooks from their keys
# make present NB=notebooks/phom/hand_builder.ipynb   a notebook as an app for the projector (Voila: code hidden)
# make site     the course as a static website in build/site (readable on a phone, nothing to run)
# make lite     the course as a JupyterLite site in build/lite: Python in the browser, nothing to install
# make notebooks  rebuild and execute every course notebook (both languages) from tools/notebooks/
PYTHON ?= python3
VENV   ?= .venv
PORT   ?= 8888
ARGS   ?=
JOBS   ?= auto
DIR    ?= submissions
NB     ?= notebooks/tongits/hand_builder.ipynb
TEMPLATE ?= tongits
ROSTER ?= roster.csv
OUT    ?= handouts
PY      = $(VENV)/bin/python
WELCOME = notebooks/00_welcome.ipynb
# JupyterLab refuses to run as root unless told; containers and CI often are root.
ROOT_OK = $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: lab test bench handout grade venv student notebooks present site lite clean

$(VENV)/.created:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	touch $@

# One stamp per extra: each target installs only what it needs.
# JupyterLab's own prompt about fetching news would sit over the course on a projector: answered "no" once.
LAB_OVERRIDES = $(VENV)/share/jupyter/lab/settings/overrides.json

$(VENV)/.course: pyproject.toml $(VENV)/.created
	$(PY) -m pip install --quiet -e ".[course]"
	mkdir -p $(dir $(LAB_OVERRIDES))
	echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' \
	  > $(LAB_OVERRIDES)
	touch $@

$(VENV)/.classroom: pyproject.toml $(VENV)/.course
	$(PY) -m pip install --quiet -e ".[course,classroom]"
	touch $@

# The tests cover the classroom modes too.
$(VENV)/.test: pyproject.toml $(VENV)/.classroom
	$(PY) -m pip install --quiet -e ".[course,classroom,test]"
	touch $@

$(VENV)/.bench: pyproject.toml $(VENV)/.test
	$(PY) -m pip install --quiet -e ".[course,classroom,test,bench]"
	touch $@

venv: $(VENV)/.test

# The server's root is the repository, so lessons, exercises and rules pages are all
# reachable and linked; the welcome notebook opens first (also from the printed URL).
lab: $(VENV)/.course
	$(VENV)/bin/jupyter lab --ip=127.0.0.1 --port=$(PORT) $(ROOT_OK) --ServerApp.root_dir="$(CURDIR)" \
	  --LabApp.default_url=/lab/tree/$(WELCOME) $(ARGS)

# Notebooks run ungraded here (lessons are committed with blank answers);
# tests/test_grading.py runs the keys and the learners' copies graded.
# Tests run on every core (pytest-xdist), a file per worker at a time: a notebook's cells and a module's
# shared server or site stay in one process (JOBS=1: one process). The 20 slowest tests are listed at the end.
# The workers already keep every core busy, so a strategy lab's n_jobs=-1 inside a test (a notebook, a graded
# key) runs in its own process rather than starting more processes than there are cores (LOKY_MAX_CPU_COUNT
# is joblib's count of cores; tests that ask for 2 or 4 workers still get them).
test: $(VENV)/.test
	CARDLAB_GRADING=0 LOKY_MAX_CPU_COUNT=1 $(PY) -m pytest -p no:cacheprovider -n $(JOBS) --dist loadfile --durations=20 \
	  --nbval-lax --nbval-current-env tests notebooks $(ARGS)

bench: $(VENV)/.bench
	$(PY) -m bench $(ARGS)

# TEMPLATE: a game (its exercises/<game>.ipynb) or a learner notebook; ARGS e.g. --no-solutions --language vi
handout: $(VENV)/.course
	$(PY) -m cardlab.exercises.handout "$(TEMPLATE)" --roster "$(ROSTER)" --out "$(OUT)" $(ARGS)

# ASSIGNMENT: the assignment.json written by make handout (default: DIR/assignment.json, else the published set)
grade: $(VENV)/.course
	$(PY) -m cardlab.exercises.grade "$(DIR)" --csv "$(DIR)/scores.csv" \
	  $(if $(ASSIGNMENT),--assignment "$(ASSIGNMENT)",) $(ARGS)

student: $(VENV)/.test
	for f in $$(find exercises -path '*solutions/*.ipynb' -not -path '*/lessons/*'); do \
	  $(PY) -m cardlab.exercises.student $$f $$(echo $$f | sed 's#solutions/##') --execute || exit 1; \
	done

notebooks: $(VENV)/.test
	for f in tools/notebooks/*.py; do $(PY) tools/nbbuild.py $$f || exit 1; done

# Voila runs the notebook in a batch kernel, where check() would grade (raise) a blank answer: not here.
# The cardlab template (share/jupyter/voila/templates/cardlab) draws the page for a projector and fetches
# nothing from the Internet.
present: $(VENV)/.classroom
	CARDLAB_GRADING=0 JUPYTER_PATH="$(CURDIR)/share/jupyter" $(PY) -m voila --Voila.ip=127.0.0.1 --port=$(PORT) \
	  --template=cardlab "$(NB)" $(ARGS)

site: $(VENV)/.classroom
	$(PY) tools/static_site.py build/site

# Needs npm (Pyodide comes from the npm registry) and PyPI; the result needs neither.
lite: $(VENV)/.classroom
	$(PY) tools/lite.py build/lite

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build
